import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { pollOptions, pollVotes, polls, type PollRow } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { entityTarget } from '../entities/entityTargets.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import { ApiError } from '../http/ApiError.ts';
import type { Actor } from '../actor/actor.ts';
import { requireUser } from '../auth/requireUser.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { hasPermission } from '@/shared/users/permissions.ts';
import { isPollClosed } from '@/shared/polls/pollRules.ts';
import { m } from '@/paraglide/messages.js';
import { CLOSE_ANY_PERMISSION, pollKindOf } from './pollKinds.ts';
import { pollClosedError, pollNotFound } from './pollErrors.ts';

/**
 * The poll's row, locked: every vote and the close go through this lock, so the counters move one
 * writer at a time and no vote lands after the close commits.
 */
async function lockPoll(tx: Transaction, pollId: number): Promise<PollRow> {
  const [poll] = await tx.select().from(polls).where(eq(polls.id, pollId)).for('update');
  if (!poll) throw pollNotFound();
  return poll;
}

/** The poll's item must be published for members to vote on it. */
async function assertItemOpen(tx: Transaction, poll: PollRow): Promise<void> {
  const item = await entityTarget(pollKindOf(poll.entityType)).readTarget(tx, poll.entityId);
  if (!item?.open) throw pollNotFound();
}

async function checkedChoice(tx: Transaction, poll: PollRow, optionIds: readonly number[]) {
  const chosen = [...new Set(optionIds)];
  if (!poll.multiple && chosen.length > 1) {
    throw new ApiError(400, m.polls_vote_single(), ErrorCode.validation, 'optionIds');
  }
  const known = await tx
    .select({ id: pollOptions.id })
    .from(pollOptions)
    .where(and(eq(pollOptions.pollId, poll.id), inArray(pollOptions.id, chosen)));
  if (known.length !== chosen.length) {
    throw new ApiError(400, m.polls_vote_unknown_option(), ErrorCode.validation, 'optionIds');
  }
  return chosen;
}

async function moveVoteCounts(tx: Transaction, optionIds: number[], delta: 1 | -1): Promise<void> {
  if (optionIds.length === 0) return;
  await tx
    .update(pollOptions)
    .set({ voteCount: delta > 0 ? sql`${pollOptions.voteCount} + 1` : sql`${pollOptions.voteCount} - 1` })
    .where(inArray(pollOptions.id, optionIds));
}

/**
 * A member votes, or changes their vote: their rows are replaced and the counters follow in one
 * transaction. Refused once the poll is closed.
 */
export async function votePoll(
  userId: number,
  pollId: number,
  optionIds: readonly number[],
  db: Database = getDb(),
): Promise<number[]> {
  return withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const poll = await lockPoll(tx, pollId);
      if (isPollClosed(poll, new Date())) throw pollClosedError();
      await assertItemOpen(tx, poll);
      const chosen = await checkedChoice(tx, poll, optionIds);
      const previous = (
        await tx
          .select({ optionId: pollVotes.optionId })
          .from(pollVotes)
          .where(and(eq(pollVotes.pollId, pollId), eq(pollVotes.userId, userId)))
      ).map((row) => row.optionId);
      const removed = previous.filter((id) => !chosen.includes(id));
      const added = chosen.filter((id) => !previous.includes(id));
      if (removed.length > 0) {
        await tx
          .delete(pollVotes)
          .where(
            and(
              eq(pollVotes.pollId, pollId),
              eq(pollVotes.userId, userId),
              inArray(pollVotes.optionId, removed),
            ),
          );
      }
      if (added.length > 0) {
        await tx.insert(pollVotes).values(added.map((optionId) => ({ pollId, optionId, userId })));
      }
      await moveVoteCounts(tx, removed, -1);
      await moveVoteCounts(tx, added, 1);
      if (previous.length === 0) {
        await tx
          .update(polls)
          .set({ voterCount: sql`${polls.voterCount} + 1` })
          .where(eq(polls.id, pollId));
      }
      return chosen;
    }),
  );
}

/** The author of the poll's item, or staff who may delete any such item, close it now. */
export async function closePoll(
  actor: Actor,
  pollId: number,
  db: Database = getDb(),
): Promise<{ entityType: number; entityId: number }> {
  const member = requireUser({ user: actor.member });
  return withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const poll = await lockPoll(tx, pollId);
      const kind = pollKindOf(poll.entityType);
      const item = await entityTarget(kind).readTarget(tx, poll.entityId);
      if (!item) throw pollNotFound();
      const staff = hasPermission(actor.role, CLOSE_ANY_PERMISSION[kind]);
      if (item.authorId !== member.id && !staff) {
        throw new ApiError(403, m.polls_close_forbidden(), ErrorCode.forbidden);
      }
      if (poll.closedAt === null) {
        await tx
          .update(polls)
          .set({ closedAt: sql`CURRENT_TIMESTAMP(3)` })
          .where(eq(polls.id, pollId));
      }
      return { entityType: poll.entityType, entityId: poll.entityId };
    }),
  );
}
