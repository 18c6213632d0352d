import { and, eq, gt } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { sessionIdFromToken } from './sessionToken.ts';
import { UserStatus } from '../../shared/users/userStatus.ts';

/**
 * The member a session token belongs to, or null. Unlike validateSessionToken it neither renews nor
 * ends the session: it is asked after a cached page was served, when no cookie can be set any more.
 */
export async function sessionUserId(token: string, db: Database = getDb()): Promise<number | null> {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionIdFromToken(token)),
        gt(sessions.expiresAt, new Date()),
        eq(users.status, UserStatus.active),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}
