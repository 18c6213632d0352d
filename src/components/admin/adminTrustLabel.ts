import type { Role } from '@/shared/users/currentUser.ts';
import type { TrustLevelValue } from '@/shared/trust/trustLevel.ts';
import { trustLevelName } from '@/shared/trust/trustLevelName.ts';
import { m } from '@/paraglide/messages.js';

/** A member's trust level as staff read it ("Member", "New member (locked)"); staff stand above the levels. */
export function adminTrustLabel(member: {
  role: Role;
  trustLevel: TrustLevelValue;
  trustLevelLocked: boolean;
}): string {
  if (member.role !== 'user') return m.trust_admin_staff();
  const name = trustLevelName(member.trustLevel);
  return member.trustLevelLocked ? m.trust_admin_locked({ level: name }) : name;
}
