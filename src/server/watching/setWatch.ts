import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { watches } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { requireUser } from '../auth/requireUser.ts';
import type { Actor } from '../actor/actor.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { WatchKind, type WatchKindName } from '@/shared/watching/watchKinds.ts';
import type { WatchSetInput } from '@/shared/watching/watchSchemas.ts';
import { m } from '@/paraglide/messages.js';
import { isWatchable } from './watchTarget.ts';

/**
 * Adds a watch in the caller's transaction; a watch that already exists is left as it is (the
 * unique key decides, so concurrent calls agree).
 */
export async function addWatch(
  db: Database | Transaction,
  userId: number,
  kind: WatchKindName,
  targetId: number,
): Promise<void> {
  await db
    .insert(watches)
    .values({ userId, kind: WatchKind[kind], targetId })
    .onDuplicateKeyUpdate({ set: { userId: sql`${watches.userId}` } });
}

/** Whether the member watches the target. */
export async function isWatching(
  db: Database | Transaction,
  userId: number,
  kind: WatchKindName,
  targetId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: watches.id })
    .from(watches)
    .where(
      and(eq(watches.userId, userId), eq(watches.kind, WatchKind[kind]), eq(watches.targetId, targetId)),
    );
  return Boolean(row);
}

/**
 * Watches or stops watching a target. Watching refuses (404) a target that does not exist or that
 * the member may not see; stopping always succeeds, so a watch on something since deleted can go.
 */
export async function setWatch(
  actor: Actor,
  input: WatchSetInput,
  db: Database = getDb(),
): Promise<{ watching: boolean }> {
  const member = requireUser({ user: actor.member });
  if (!input.watch) {
    await db
      .delete(watches)
      .where(
        and(
          eq(watches.userId, member.id),
          eq(watches.kind, WatchKind[input.kind]),
          eq(watches.targetId, input.id),
        ),
      );
    return { watching: false };
  }
  if (!(await isWatchable(db, member.id, input.kind, input.id))) {
    throw new ApiError(404, m.watching_target_unavailable(), ErrorCode.notFound);
  }
  await addWatch(db, member.id, input.kind, input.id);
  return { watching: true };
}
