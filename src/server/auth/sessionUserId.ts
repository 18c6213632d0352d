import { and, eq, gt } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { sessionIdFromToken } from './sessionToken.ts';
import { MicroCache } from '../pageCache/MicroCache.ts';
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

/** A minute of answers is what a view counter may lag by; it never decides what anyone may do. */
const VIEW_COUNTING_MS = 60_000;
const rememberedForViews = new MicroCache<number | null>(
  { ttlMs: VIEW_COUNTING_MS, maxEntries: 20_000, maxBytes: Number.POSITIVE_INFINITY },
  () => 0,
);

/**
 * sessionUserId remembered for a minute per process, for counting views of cached pages only: a
 * member reading page after page then costs no query per page (the page and its viewer request are
 * all the rest of a view costs, decision 027).
 */
export async function sessionUserIdForViewCount(
  token: string,
  db: Database = getDb(),
): Promise<number | null> {
  const kept = rememberedForViews.get(token);
  if (kept !== undefined) return kept;
  const pending = rememberedForViews.pending(token);
  if (pending) return (await pending) ?? null;
  return (await rememberedForViews.fill(token, () => sessionUserId(token, db))) ?? null;
}
