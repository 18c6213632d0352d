import {
  boolean,
  datetime,
  index,
  int,
  mysqlEnum,
  mysqlTable,
  primaryKey,
  smallint,
  tinyint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/mysql-core';
import { createdAt, foreignId, id } from './columns.ts';

/**
 * A poll on a moment or an article (decision 081): one per item, created in the item's transaction.
 * `voter_count` and each option's `vote_count` change in the transaction of the vote that changes
 * them and are covered by the repair (counterDefinitions.ts).
 */
export const polls = mysqlTable(
  'polls',
  {
    id: id(),
    entityType: tinyint('entity_type').notNull(),
    entityId: foreignId('entity_id').notNull(),
    multiple: boolean('multiple').notNull().default(false),
    resultsVisibility: mysqlEnum('results_visibility', ['voted', 'always', 'closed'])
      .notNull()
      .default('voted'),
    publicVotes: boolean('public_votes').notNull().default(false),
    closesAt: datetime('closes_at', { mode: 'date', fsp: 3 }),
    closedAt: datetime('closed_at', { mode: 'date', fsp: 3 }),
    voterCount: int('voter_count', { unsigned: true }).notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('polls_entity_unique').on(table.entityType, table.entityId)],
);

export const pollOptions = mysqlTable(
  'poll_options',
  {
    id: id(),
    pollId: foreignId('poll_id').notNull(),
    position: smallint('position', { unsigned: true }).notNull(),
    label: varchar('label', { length: 100 }).notNull(),
    voteCount: int('vote_count', { unsigned: true }).notNull().default(0),
  },
  (table) => [index('poll_options_poll_idx').on(table.pollId, table.position)],
);

/** One row per member and chosen option; a changed vote replaces the member's rows. */
export const pollVotes = mysqlTable(
  'poll_votes',
  {
    pollId: foreignId('poll_id').notNull(),
    optionId: foreignId('option_id').notNull(),
    userId: foreignId('user_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.pollId, table.userId, table.optionId] }),
    // The public "who voted" list of an option, newest first, by keyset.
    index('poll_votes_option_idx').on(table.optionId, table.createdAt, table.userId),
  ],
);

export type PollRow = typeof polls.$inferSelect;
export type PollOptionRow = typeof pollOptions.$inferSelect;
