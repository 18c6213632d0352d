import { activeBan } from '@/shared/users/ban.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import { m } from '@/paraglide/messages.js';

export type MemberState = 'active' | 'banned' | 'deleted' | 'awaiting';

export function memberState(row: {
  status: number;
  bannedUntil: Date | null;
  banReason: string;
}): MemberState {
  if (row.status === UserStatus.deleted) return 'deleted';
  if (row.status === UserStatus.awaitingApproval) return 'awaiting';
  return activeBan(row.bannedUntil, row.banReason) ? 'banned' : 'active';
}

export function memberStateLabel(state: MemberState): string {
  return {
    active: m.adminusers_state_active,
    banned: m.adminusers_state_banned,
    deleted: m.adminusers_state_deleted,
    awaiting: m.signupdefence_awaiting_filter,
  }[state]();
}
