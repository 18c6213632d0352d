import { and, asc, desc, eq, lt, or } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { pollOptions, pollVotes, polls, users, type PollRow } from '../db/schema/index.ts';
import { assertTargetReadable } from '../entities/assertTargetReadable.ts';
import { ApiError } from '../http/ApiError.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import { hasPermission } from '@/shared/users/permissions.ts';
import { isPollClosed, resultsPublic, resultsVisible } from '@/shared/polls/pollRules.ts';
import type { PollView, PollViewerView, PollVotersPage } from '@/shared/polls/pollView.ts';
import { m } from '@/paraglide/messages.js';
import { CLOSE_ANY_PERMISSION, pollKindOf, type PollKind } from './pollKinds.ts';
import { pollNotFound } from './pollErrors.ts';
import { entityTarget } from '../entities/entityTargets.ts';

const VOTERS_PAGE = 50;

async function optionsOf(db: Database, pollId: number) {
  return db
    .select({ id: pollOptions.id, label: pollOptions.label, votes: pollOptions.voteCount })
    .from(pollOptions)
    .where(eq(pollOptions.pollId, pollId))
    .orderBy(asc(pollOptions.position));
}

function viewOf(
  poll: PollRow,
  options: { id: number; label: string; votes: number }[],
  showCounts: boolean,
  now: Date,
): PollView {
  return {
    id: poll.id,
    multiple: poll.multiple,
    resultsVisibility: poll.resultsVisibility,
    publicVotes: poll.publicVotes,
    closesAt: poll.closesAt?.toISOString() ?? null,
    closed: isPollClosed(poll, now),
    voterCount: showCounts ? poll.voterCount : null,
    options: options.map((option) => ({ ...option, votes: showCounts ? option.votes : null })),
  };
}

/**
 * The item's poll as every reader sees it (the page's shared HTML): counts only when they are the
 * same for everyone. Pages ask only for items whose row says they have a poll.
 */
export async function pollForItem(
  kind: PollKind,
  entityId: number,
  db: Database = getDb(),
  now: Date = new Date(),
): Promise<PollView | undefined> {
  const [poll] = await db
    .select()
    .from(polls)
    .where(and(eq(polls.entityType, EntityType[kind]), eq(polls.entityId, entityId)));
  if (!poll) return undefined;
  const options = await optionsOf(db, poll.id);
  return viewOf(poll, options, resultsPublic(poll.resultsVisibility, isPollClosed(poll, now)), now);
}

async function readablePoll(pollId: number, viewer: CurrentUser | null, db: Database): Promise<PollRow> {
  const [poll] = await db.select().from(polls).where(eq(polls.id, pollId));
  if (!poll) throw pollNotFound();
  await assertTargetReadable(pollKindOf(poll.entityType), poll.entityId, viewer, db);
  return poll;
}

async function chosenBy(db: Database, pollId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ optionId: pollVotes.optionId })
    .from(pollVotes)
    .where(and(eq(pollVotes.pollId, pollId), eq(pollVotes.userId, userId)));
  return rows.map((row) => row.optionId);
}

/** GET /api/polls/:id: the poll for this reader, with their choices and the counts they may see. */
export async function pollForViewer(
  pollId: number,
  viewer: CurrentUser | null,
  db: Database = getDb(),
  now: Date = new Date(),
): Promise<PollViewerView> {
  const poll = await readablePoll(pollId, viewer, db);
  const kind = pollKindOf(poll.entityType);
  const [options, chosen, item] = await Promise.all([
    optionsOf(db, poll.id),
    viewer ? chosenBy(db, poll.id, viewer.id) : Promise.resolve([]),
    entityTarget(kind).readTarget(db, poll.entityId),
  ]);
  const closed = isPollClosed(poll, now);
  const visible = resultsVisible(poll.resultsVisibility, { closed, voted: chosen.length > 0 });
  const canClose =
    viewer !== null &&
    (item?.authorId === viewer.id || hasPermission(viewer.role, CLOSE_ANY_PERMISSION[kind]));
  return { ...viewOf(poll, options, visible, now), chosen, canClose };
}

/** A voters cursor: the vote's time in milliseconds and the member's id. */
function parseCursor(after: string | undefined): { at: Date; userId: number } | undefined {
  const match = after === undefined ? null : /^(\d+)_(\d+)$/.exec(after);
  if (!match) return undefined;
  return { at: new Date(Number(match[1])), userId: Number(match[2]) };
}

/**
 * GET /api/polls/:id/voters: who chose an option, newest first, by keyset. Only for polls with public
 * votes, and only to readers who may see the results.
 */
export async function pollVoters(
  pollId: number,
  query: { optionId: number; after?: string | undefined },
  viewer: CurrentUser | null,
  db: Database = getDb(),
  now: Date = new Date(),
): Promise<PollVotersPage> {
  const poll = await readablePoll(pollId, viewer, db);
  if (!poll.publicVotes) throw new ApiError(403, m.polls_votes_private(), ErrorCode.forbidden);
  const voted = viewer ? (await chosenBy(db, poll.id, viewer.id)).length > 0 : false;
  if (!resultsVisible(poll.resultsVisibility, { closed: isPollClosed(poll, now), voted })) {
    throw new ApiError(403, m.polls_results_hidden(), ErrorCode.forbidden);
  }
  const cursor = parseCursor(query.after);
  const rows = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      avatar: users.avatar,
      votedAt: pollVotes.createdAt,
    })
    .from(pollVotes)
    .innerJoin(users, eq(users.id, pollVotes.userId))
    .where(
      and(
        eq(pollVotes.optionId, query.optionId),
        eq(pollVotes.pollId, poll.id),
        cursor
          ? or(
              lt(pollVotes.createdAt, cursor.at),
              and(eq(pollVotes.createdAt, cursor.at), lt(pollVotes.userId, cursor.userId)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(pollVotes.createdAt), desc(pollVotes.userId))
    .limit(VOTERS_PAGE + 1);
  const page = rows.slice(0, VOTERS_PAGE);
  const last = page.at(-1);
  return {
    voters: page.map(({ id, nickname, avatar }) => ({ id, nickname, avatar })),
    next: rows.length > VOTERS_PAGE && last ? `${last.votedAt.getTime()}_${last.id}` : null,
  };
}
