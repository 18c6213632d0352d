import { eq, and } from 'drizzle-orm';
import { ApiError } from '../http/ApiError.ts';
import { articles, moments, pollOptions, pollVotes, polls } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { PollData } from '@/shared/polls/pollSchemas.ts';
import { m } from '@/paraglide/messages.js';
import type { PollKind } from './pollKinds.ts';

const ITEM_TABLES = { moment: moments, article: articles } as const;

function closingTime(poll: PollData, now: Date): Date | null {
  if (poll.closesAt === null) return null;
  const closesAt = new Date(poll.closesAt);
  if (closesAt.getTime() <= now.getTime()) {
    throw new ApiError(400, m.polls_closes_at_past(), ErrorCode.validation, 'poll');
  }
  return closesAt;
}

/** Adds the item's poll in the item's transaction and marks the item (its list cards show it). */
export async function insertPoll(
  tx: Transaction,
  kind: PollKind,
  entityId: number,
  poll: PollData,
  now: Date = new Date(),
): Promise<number> {
  const [inserted] = await tx
    .insert(polls)
    .values({
      entityType: EntityType[kind],
      entityId,
      multiple: poll.multiple,
      resultsVisibility: poll.resultsVisibility,
      publicVotes: poll.publicVotes,
      closesAt: closingTime(poll, now),
    })
    .$returningId();
  const pollId = inserted!.id;
  await tx.insert(pollOptions).values(poll.options.map((label, position) => ({ pollId, position, label })));
  const table = ITEM_TABLES[kind];
  await tx.update(table).set({ hasPoll: true }).where(eq(table.id, entityId));
  return pollId;
}

/**
 * An edit of the item sets its poll: `undefined` keeps it, null removes it, a poll replaces it.
 * Once anyone voted the poll can only be closed, so a change is refused.
 */
export async function replacePoll(
  tx: Transaction,
  kind: PollKind,
  entityId: number,
  poll: PollData | null | undefined,
  now: Date = new Date(),
): Promise<void> {
  if (poll === undefined) return;
  const [current] = await tx
    .select({ id: polls.id })
    .from(polls)
    .where(and(eq(polls.entityType, EntityType[kind]), eq(polls.entityId, entityId)))
    .for('update');
  if (current) {
    const [vote] = await tx
      .select({ userId: pollVotes.userId })
      .from(pollVotes)
      .where(eq(pollVotes.pollId, current.id))
      .limit(1);
    if (vote) throw new ApiError(409, m.polls_edit_after_votes(), ErrorCode.conflict, 'poll');
    await tx.delete(pollOptions).where(eq(pollOptions.pollId, current.id));
    await tx.delete(polls).where(eq(polls.id, current.id));
  }
  if (poll) {
    await insertPoll(tx, kind, entityId, poll, now);
    return;
  }
  const table = ITEM_TABLES[kind];
  await tx.update(table).set({ hasPoll: false }).where(eq(table.id, entityId));
}
