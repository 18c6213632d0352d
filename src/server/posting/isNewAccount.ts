import type { CurrentUser } from '@/shared/users/currentUser.ts';

const HOUR_MS = 60 * 60_000;

/** Accounts count as new until `hours` after they were created; 0 hours: never. */
export function isNewAccount(user: Pick<CurrentUser, 'createdAt'>, hours: number, now = Date.now()): boolean {
  const created = Date.parse(user.createdAt);
  return hours > 0 && Number.isFinite(created) && now - created < hours * HOUR_MS;
}
