import { eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { sessions, users, type UserRow } from '../db/schema/index.ts';
import { preparedRead } from '../db/preparedRead.ts';
import { authorColumns } from '../users/authorProjection.ts';
import { sessionIdFromToken } from './sessionToken.ts';
import { UserStatus } from '../../shared/users/userStatus.ts';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const SESSION_RENEW_BEFORE_MS = SESSION_LIFETIME_MS / 2;

export interface SessionInfo {
  id: string;
  userId: number;
  expiresAt: Date;
}

/** The member's columns a session carries into the request: toCurrentUser's source, the status, the last "mark all read". */
export const sessionUserColumns = {
  ...authorColumns,
  email: users.email,
  emailVerified: users.emailVerified,
  passwordHash: users.passwordHash,
  homepage: users.homepage,
  background: users.background,
  score: users.score,
  momentCount: users.momentCount,
  commentCount: users.commentCount,
  role: users.role,
  createdAt: users.createdAt,
  bannedUntil: users.bannedUntil,
  banReason: users.banReason,
  status: users.status,
  readAllAt: users.readAllAt,
  readAllCommentId: users.readAllCommentId,
  trustLevel: users.trustLevel,
  lastVisitDay: users.lastVisitDay,
};

export type SessionUser = Pick<UserRow, keyof typeof sessionUserColumns>;

// Runs on every signed-in request but the cached pages' (a member's page view asks GET /api/viewer):
// built once rather than per request, where drizzle's building cost more than sending it.
const sessionLookup = preparedRead((db) =>
  db
    .select({ expiresAt: sessions.expiresAt, user: sessionUserColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare(),
);

/** A session as stored, read without writing anything: whether it can be used as it is. */
export interface StoredSession {
  session: SessionInfo;
  user: SessionUser;
  /** Expired, or its member is no longer active: validation deletes it. */
  ended: boolean;
  /** In its second half: validation extends it and the cookie follows. */
  renewalDue: boolean;
}

/** The session a token names, or null for a malformed or unknown token. Writes nothing. */
export async function readStoredSession(
  token: string,
  db: Database = getDb(),
): Promise<StoredSession | null> {
  const id = sessionIdOfCookieToken(token);
  if (id === null) return null;
  const [row] = await sessionLookup(db).execute({ id });
  return row ? storedSessionOf(id, row) : null;
}

/** The stored id of a session token from a cookie, or null when the token is malformed. */
export function sessionIdOfCookieToken(token: string): string | null {
  return /^[a-z2-7]{32}$/.test(token) ? sessionIdFromToken(token) : null;
}

/** Whether a session row as read can be used as it is. */
export function storedSessionOf(id: string, row: { expiresAt: Date; user: SessionUser }): StoredSession {
  const now = Date.now();
  return {
    session: { id, userId: row.user.id, expiresAt: row.expiresAt },
    user: row.user,
    // A deleted member's sessions end, whichever way they were created (password, SMS, OAuth, reset).
    ended: row.expiresAt.getTime() <= now || row.user.status !== UserStatus.active,
    // A session used in its second half is extended, so active members stay signed in.
    renewalDue: row.expiresAt.getTime() - now < SESSION_RENEW_BEFORE_MS,
  };
}
