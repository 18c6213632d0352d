import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { moderationLogs } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { recordAction } from '../moderation/recordAction.ts';

export type HeldKind = 'moment' | 'article' | 'message';

/** The audit action of content held for review by forbidden words ('moment.hold'). */
const holdAction = (kind: HeldKind) => `${kind}.hold`;

/**
 * Records, in the transaction that holds the content, which forbidden words held it: the review
 * queue shows them, and the audit log keeps them. The author is the actor (their post did it).
 */
export async function recordHold(
  tx: Transaction,
  hold: { kind: HeldKind; id: number; authorId: number; words: readonly string[] },
): Promise<void> {
  await recordAction(tx, {
    actorId: hold.authorId,
    action: holdAction(hold.kind),
    targetType: hold.kind,
    targetId: hold.id,
    reason: hold.words.join(', '),
    detail: { words: hold.words },
  });
}

/** The words of the latest hold of each item, for a page of the review queue (one query). */
export async function heldWordsOf(
  kind: HeldKind,
  ids: readonly number[],
  db: Database = getDb(),
): Promise<Map<number, string[]>> {
  const held = new Map<number, string[]>();
  if (ids.length === 0) return held;
  const rows = await db
    .select({ targetId: moderationLogs.targetId, detail: moderationLogs.detail })
    .from(moderationLogs)
    .where(
      and(
        eq(moderationLogs.targetType, kind),
        inArray(moderationLogs.targetId, [...ids]),
        eq(moderationLogs.action, holdAction(kind)),
      ),
    )
    .orderBy(asc(moderationLogs.id));
  for (const row of rows) held.set(row.targetId, wordsFrom(row.detail));
  return held;
}

function wordsFrom(detail: string): string[] {
  try {
    const { words } = JSON.parse(detail) as { words?: unknown };
    return Array.isArray(words) ? words.filter((word): word is string => typeof word === 'string') : [];
  } catch {
    return [];
  }
}
