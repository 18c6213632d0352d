import type { Database } from '../db/client.ts';
import { COUNTER_DEFINITIONS, type CounterDefinition } from '../repair/counterDefinitions.ts';
import { fixCounterDrift } from '../repair/fixCounterDrift.ts';
import { EntityType } from '@/shared/content/entityType.ts';

/** The rows whose counters a deleted member's reactions and follows were in. */
export interface TouchedCounters {
  userId: number;
  liked: Array<{ entityType: number; entityId: number }>;
  favorited: Array<{ entityType: number; entityId: number }>;
  /** Their poll votes: the polls' voters and the options' votes. */
  votes: Array<{ pollId: number; optionId: number }>;
  followees: number[];
  followers: number[];
}

const TABLE_OF: Record<number, CounterDefinition['table']> = {
  [EntityType.moment]: 'moments',
  [EntityType.article]: 'articles',
  [EntityType.comment]: 'comments',
};

function definition(name: string): CounterDefinition {
  const found = COUNTER_DEFINITIONS.find((counter) => counter.name === name);
  if (!found) throw new Error(`No counter ${name}`);
  return found;
}

/**
 * Recounts, with `npm run repair`'s own definitions and fix, only the counters the member's rows
 * were in: likes and favorites of what they reacted to, the polls they voted in, their followees'
 * fans and followers' follows, and their own counters.
 */
export async function repairTouchedCounters(db: Database, touched: TouchedCounters): Promise<void> {
  const jobs: Array<[CounterDefinition, number]> = [];
  for (const [rows, column] of [
    [touched.liked, 'like_count'],
    [touched.favorited, 'favorite_count'],
  ] as const) {
    for (const row of rows) {
      const table = TABLE_OF[row.entityType];
      if (table && !(table === 'comments' && column === 'favorite_count')) {
        jobs.push([definition(`${table}.${column}`), row.entityId]);
      }
    }
  }
  for (const pollId of new Set(touched.votes.map((vote) => vote.pollId))) {
    jobs.push([definition('polls.voter_count'), pollId]);
  }
  for (const vote of touched.votes) jobs.push([definition('poll_options.vote_count'), vote.optionId]);
  for (const id of touched.followees) jobs.push([definition('users.fans_count'), id]);
  for (const id of touched.followers) jobs.push([definition('users.follow_count'), id]);
  for (const counter of COUNTER_DEFINITIONS.filter((counter) => counter.table === 'users')) {
    jobs.push([counter, touched.userId]);
  }
  for (const [counter, id] of jobs) await fixCounterDrift(db, counter, id);
}
