import {
  boolean,
  datetime,
  index,
  int,
  mysqlTable,
  text,
  tinyint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/mysql-core';
import { createdAt, foreignId, id } from './columns.ts';

/** The audit log: every moderation and admin action (who, what, target, reason, when, from where). */
export const moderationLogs = mysqlTable(
  'moderation_logs',
  {
    id: id(),
    actorId: foreignId('actor_id').notNull(),
    /** A ModerationAction, e.g. 'moment.delete', 'user.ban'. */
    action: varchar('action', { length: 48 }).notNull(),
    /** 'moment' | 'article' | 'comment' | 'user' | 'node' | 'tag' | 'link' | 'settings' | 'report' | 'word' | 'counters'. */
    targetType: varchar('target_type', { length: 16 }).notNull(),
    targetId: foreignId('target_id').notNull().default(0),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    /** JSON with the action's details (e.g. ban length, old and new role). */
    detail: text('detail').notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('moderation_logs_created_idx').on(table.createdAt, table.id),
    index('moderation_logs_target_idx').on(table.targetType, table.targetId, table.id),
    index('moderation_logs_actor_idx').on(table.actorId, table.id),
    index('moderation_logs_action_idx').on(table.action, table.id),
  ],
);

/**
 * A member's report of a moment, article, comment or member. status: 0 open, 1 resolved
 * (action taken), 2 dismissed. One open report per reporter and target.
 */
export const reports = mysqlTable(
  'reports',
  {
    id: id(),
    reporterId: foreignId('reporter_id').notNull(),
    targetType: varchar('target_type', { length: 16 }).notNull(),
    targetId: foreignId('target_id').notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    status: tinyint('status').notNull().default(0),
    resolverId: foreignId('resolver_id').notNull().default(0),
    resolution: varchar('resolution', { length: 500 }).notNull().default(''),
    createdAt: createdAt(),
    resolvedAt: datetime('resolved_at', { mode: 'date', fsp: 3 }),
  },
  (table) => [
    uniqueIndex('reports_reporter_target_unique').on(table.reporterId, table.targetType, table.targetId),
    index('reports_status_idx').on(table.status, table.id),
    index('reports_target_idx').on(table.targetType, table.targetId),
  ],
);

/** Words that send a moment or article to review: plain text (case-insensitive) or a regular expression. */
export const forbiddenWords = mysqlTable(
  'forbidden_words',
  {
    id: id(),
    pattern: varchar('pattern', { length: 200 }).notNull(),
    isRegex: boolean('is_regex').notNull().default(false),
    createdBy: foreignId('created_by').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('forbidden_words_pattern_unique').on(table.pattern, table.isRegex)],
);

/** A slider-puzzle challenge: single use, short-lived, a few attempts. The id is a random token. */
export const captchaChallenges = mysqlTable(
  'captcha_challenges',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    /** Where the missing piece sits, in pixels from the left of the background. */
    answerX: int('answer_x').notNull(),
    attempts: tinyint('attempts').notNull().default(0),
    /** Set once solved; the pass token may then be spent once on the guarded action. */
    solvedAt: datetime('solved_at', { mode: 'date', fsp: 3 }),
    spentAt: datetime('spent_at', { mode: 'date', fsp: 3 }),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    expiresAt: datetime('expires_at', { mode: 'date', fsp: 3 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('captcha_challenges_expires_idx').on(table.expiresAt)],
);
