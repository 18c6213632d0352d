import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { moderationLogs } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { recordAction } from '../moderation/recordAction.ts';
import { isHoldReasonKind, type HoldReason } from '@/shared/postreview/holdReason.ts';

export type HeldKind = 'moment' | 'article' | 'comment' | 'message';

/** The audit action of content held for review, whatever held it ('moment.hold'). */
const holdAction = (kind: HeldKind) => `${kind}.hold`;
/** The audit action of published content that flags hid (src/server/flagging/hideByFlags.ts). */
const flagHideAction = (kind: HeldKind) => `${kind}.flag_hide`;

/** The hold reason of forbidden words found in a text. */
export const forbiddenWordsHold = (words: readonly string[]): HoldReason => ({
  kind: 'forbiddenWords',
  detail: words.join(', '),
});

/** The forbidden words among hold reasons. */
export const wordsOfHolds = (reasons: readonly HoldReason[]): string[] =>
  reasons
    .filter((reason) => reason.kind === 'forbiddenWords')
    .flatMap((reason) => reason.detail.split(', '))
    .filter((word) => word !== '');

/**
 * Records, in the transaction that holds the content, why it is held (forbidden words, first posts,
 * duplicate text, Akismet): the review queue shows the reasons, and the audit log keeps them. The
 * author is the actor (their post did it).
 */
export async function recordHold(
  tx: Transaction,
  hold: {
    kind: HeldKind;
    id: number;
    authorId: number;
    reasons: readonly HoldReason[];
    /** Held as it was posted, so it was never published (an edit held again was). */
    isNew?: boolean;
  },
): Promise<void> {
  const words = wordsOfHolds(hold.reasons);
  await recordAction(tx, {
    actorId: hold.authorId,
    action: holdAction(hold.kind),
    targetType: hold.kind,
    targetId: hold.id,
    reason: hold.reasons
      .map((reason) => (reason.detail ? `${reason.kind}: ${reason.detail}` : reason.kind))
      .join('; '),
    detail: { words, reasons: hold.reasons, ...(hold.isNew ? { isNew: true } : {}) },
  });
}

/**
 * Whether the item has waited since it was posted: its latest hold or approval is a hold recorded
 * with the new item. An item published before (approved, or held again by an edit or hidden by
 * flags) was announced already and is not announced again.
 */
export async function heldSincePosted(tx: Transaction, kind: HeldKind, id: number): Promise<boolean> {
  const [latest] = await tx
    .select({ action: moderationLogs.action, detail: moderationLogs.detail })
    .from(moderationLogs)
    .where(
      and(
        eq(moderationLogs.targetType, kind),
        eq(moderationLogs.targetId, id),
        inArray(moderationLogs.action, [holdAction(kind), `${kind}.approve`]),
      ),
    )
    .orderBy(desc(moderationLogs.id))
    .limit(1);
  if (latest?.action !== holdAction(kind)) return false;
  try {
    return (JSON.parse(latest.detail) as { isNew?: unknown }).isNew === true;
  } catch {
    return false;
  }
}

/** The reasons of the latest hold (or hiding by flags) of each item, for a page of the review queue (one query). */
export async function holdReasonsOf(
  kind: HeldKind,
  ids: readonly number[],
  db: Database = getDb(),
): Promise<Map<number, HoldReason[]>> {
  const held = new Map<number, HoldReason[]>();
  if (ids.length === 0) return held;
  const rows = await db
    .select({
      targetId: moderationLogs.targetId,
      action: moderationLogs.action,
      detail: moderationLogs.detail,
    })
    .from(moderationLogs)
    .where(
      and(
        eq(moderationLogs.targetType, kind),
        inArray(moderationLogs.targetId, [...ids]),
        inArray(moderationLogs.action, [holdAction(kind), flagHideAction(kind)]),
      ),
    )
    .orderBy(asc(moderationLogs.id));
  for (const row of rows) {
    const flagged = row.action === flagHideAction(kind);
    held.set(row.targetId, flagged ? [{ kind: 'flags', detail: '' }] : reasonsFrom(row.detail));
  }
  return held;
}

/** The forbidden words of the latest hold of each item (the held messages' queue shows only those). */
export async function heldWordsOf(
  kind: HeldKind,
  ids: readonly number[],
  db: Database = getDb(),
): Promise<Map<number, string[]>> {
  const reasons = await holdReasonsOf(kind, ids, db);
  return new Map([...reasons].map(([id, list]) => [id, wordsOfHolds(list)]));
}

/** Holds recorded before hold reasons carry only their words: those read as a forbidden-words hold. */
function reasonsFrom(detail: string): HoldReason[] {
  try {
    const parsed = JSON.parse(detail) as { words?: unknown; reasons?: unknown };
    if (Array.isArray(parsed.reasons)) {
      return parsed.reasons.flatMap((reason: unknown) => {
        const { kind, detail: text } = (reason ?? {}) as { kind?: unknown; detail?: unknown };
        return isHoldReasonKind(kind) ? [{ kind, detail: typeof text === 'string' ? text : '' }] : [];
      });
    }
    const words = Array.isArray(parsed.words)
      ? parsed.words.filter((word): word is string => typeof word === 'string')
      : [];
    return words.length > 0 ? [forbiddenWordsHold(words)] : [];
  } catch {
    return [];
  }
}
