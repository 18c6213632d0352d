import type { UserRow } from '../db/schema/index.ts';
import { activeBan } from '@/shared/users/ban.ts';
import { toPublicAuthor, type AuthorRow } from './authorProjection.ts';
import { trustLevelOf } from '@/shared/trust/trustLevelOf.ts';
import { ROLES, type CurrentUser, type Role } from '@/shared/users/currentUser.ts';

export type { CurrentUser };

function toRole(value: string): Role {
  return (ROLES as readonly string[]).includes(value) ? (value as Role) : 'user';
}

/** The users columns toCurrentUser reads (a session's member carries them: sessionUserColumns). */
export type CurrentUserSource = Pick<
  UserRow,
  | keyof AuthorRow
  | 'email'
  | 'emailVerified'
  | 'passwordHash'
  | 'homepage'
  | 'background'
  | 'score'
  | 'momentCount'
  | 'commentCount'
  | 'role'
  | 'createdAt'
  | 'bannedUntil'
  | 'banReason'
  | 'trustLevel'
>;

/** The signed-in user's own view of their account: never the password hash. */
export function toCurrentUser(row: CurrentUserSource, now: Date = new Date()): CurrentUser {
  return {
    ...toPublicAuthor(row),
    email: row.email,
    emailVerified: row.emailVerified,
    passwordSet: row.passwordHash !== null && row.passwordHash !== '',
    // Filled in by GET /api/user/current, which reads the bindings; the per-request user skips that query.
    wechatBound: false,
    homepage: row.homepage,
    background: row.background,
    score: row.score,
    momentCount: row.momentCount,
    commentCount: row.commentCount,
    role: toRole(row.role),
    createdAt: row.createdAt.toISOString(),
    ban: activeBan(row.bannedUntil, row.banReason, now),
    trustLevel: trustLevelOf(row.trustLevel),
  };
}
