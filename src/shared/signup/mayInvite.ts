import { TrustLevel } from '@/shared/trust/trustLevel.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

/** Staff and regular members may invite people while sign-up is by invitation. */
export function mayInvite(user: Pick<CurrentUser, 'role' | 'trustLevel' | 'ban'>): boolean {
  return user.ban === null && (user.role !== 'user' || user.trustLevel >= TrustLevel.regular);
}
