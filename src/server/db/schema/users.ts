import {
  boolean,
  date,
  datetime,
  index,
  int,
  mysqlTable,
  tinyint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/mysql-core';
import { createdAt, foreignId, id, updatedAt } from './columns.ts';

export const users = mysqlTable(
  'users',
  {
    id: id(),
    username: varchar('username', { length: 32 }),
    // False while the username is the one given at sign-up (derivedUsername.ts): the member may
    // choose their own once.
    usernameChosen: boolean('username_chosen').notNull().default(false),
    nickname: varchar('nickname', { length: 64 }).notNull(),
    email: varchar('email', { length: 191 }),
    emailVerified: boolean('email_verified').notNull().default(false),
    phone: varchar('phone', { length: 32 }),
    passwordHash: varchar('password_hash', { length: 255 }),
    avatar: varchar('avatar', { length: 512 }).notNull().default(''),
    smallAvatar: varchar('small_avatar', { length: 512 }).notNull().default(''),
    background: varchar('background', { length: 512 }).notNull().default(''),
    signature: varchar('signature', { length: 255 }).notNull().default(''),
    homepage: varchar('homepage', { length: 512 }).notNull().default(''),
    role: varchar('role', { length: 16 }).notNull().default('user'),
    status: tinyint('status').notNull().default(0),
    score: int('score').notNull().default(0),
    momentCount: int('moment_count', { unsigned: true }).notNull().default(0),
    commentCount: int('comment_count', { unsigned: true }).notNull().default(0),
    fansCount: int('fans_count', { unsigned: true }).notNull().default(0),
    followCount: int('follow_count', { unsigned: true }).notNull().default(0),
    // A ban: posting refused until this time (null = not banned; BAN_FOREVER = permanent).
    bannedUntil: datetime('banned_until', { mode: 'date', fsp: 3 }),
    banReason: varchar('ban_reason', { length: 255 }).notNull().default(''),
    // The member's last "mark all read" (decision 041): when, and the newest comment then. Carried
    // with the session's member, so a list page's reading needs no look-up of its own.
    readAllAt: datetime('read_all_at', { mode: 'date', fsp: 3 }),
    readAllCommentId: foreignId('read_all_comment_id').notNull().default(0),
    // Trust (issue 40): the level earned from what the member did (0 new, 1 member, 2 regular),
    // kept as staff set it while locked. Every sign-up path writes 0; a row made
    // any other way (install, imports, accounts from before trust levels) is a member.
    trustLevel: tinyint('trust_level').notNull().default(1),
    trustLevelLocked: boolean('trust_level_locked').notNull().default(false),
    // Days with at least one visit, counted once per day of the site's time zone.
    daysVisited: int('days_visited', { unsigned: true }).notNull().default(0),
    lastVisitDay: date('last_visit_day', { mode: 'string' }),
    // Flags staff upheld against the member's content, and the member's own flags staff agreed or
    // disagreed with (the weight of their next flags).
    flagsUpheldAgainst: int('flags_upheld_against', { unsigned: true }).notNull().default(0),
    flagsAgreed: int('flags_agreed', { unsigned: true }).notNull().default(0),
    flagsDisagreed: int('flags_disagreed', { unsigned: true }).notNull().default(0),
    // Where the account was made, for sign-up throttles and "delete spammer" block lists.
    signupIp: varchar('signup_ip', { length: 64 }).notNull().default(''),
    // The language of the member's notices, mails and pushes (issue 41): '' follows the site's.
    locale: varchar('locale', { length: 8 }).notNull().default(''),
    // Days between digest mails while the member stays away (0 never, 1 daily, 7 weekly) and the last one sent.
    digestDays: tinyint('digest_days', { unsigned: true }).notNull().default(7),
    lastDigestAt: datetime('last_digest_at', { mode: 'date', fsp: 3 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_username_unique').on(table.username),
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_phone_unique').on(table.phone),
    index('users_role_idx').on(table.role),
    // Prefix look-ups by nickname: @mention suggestions and choosing members for a conversation.
    index('users_nickname_idx').on(table.nickname),
    index('users_score_idx').on(table.score, table.id),
    index('users_created_idx').on(table.createdAt, table.id),
    // The digest run walks members away longest first, a batch at a time (decision 065).
    index('users_last_visit_idx').on(table.lastVisitDay, table.id),
  ],
);

export type UserRow = typeof users.$inferSelect;

/**
 * Usernames a member had before choosing their own: `@old` in what was written before keeps
 * naming them, and nobody else can take the name.
 */
export const usernameHistory = mysqlTable('username_history', {
  username: varchar('username', { length: 32 }).primaryKey(),
  userId: foreignId('user_id').notNull(),
  createdAt: createdAt(),
});
