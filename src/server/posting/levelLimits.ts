import { ApiError } from '../http/ApiError.ts';
import { getDb, type Database } from '../db/client.ts';
import { getEnv } from '../config/env.ts';
import { hitRateLimit } from '../rateLimit/fixedWindow.ts';
import { membersWhoWrote } from '../conversations/membersWhoWrote.ts';
import type { ContentCounts } from '../content/contentCounts.ts';
import type { PostingKind } from './postingKinds.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { LevelLimits } from '@/shared/trust/trustConfig.ts';
import { isStaff } from '@/shared/users/roles.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import { m } from '@/paraglide/messages.js';

/** What the posting gate hands the trust levels' table (decision 057). */
export interface LevelAttempt {
  kind: PostingKind;
  isNew: boolean;
  /** The links, images and mentions of the item, counted by its command from the clean content. */
  counts?: ContentCounts | undefined;
  /** An author's edit: when the item was posted (the level's edit window). */
  postedAt?: Date | undefined;
  /** A new conversation: the members it writes to (the level's allowance of strangers). */
  recipients?: readonly number[] | undefined;
}

// Indexed by the trust level's value (TrustLevel).
const LEVEL_KEYS = ['new', 'member', 'regular'] as const;
type LevelKey = (typeof LEVEL_KEYS)[number];

const LEVEL_NAMES: Record<LevelKey, () => string> = {
  new: m.trustlimits_level_new,
  member: m.trustlimits_level_member,
  regular: m.trustlimits_level_regular,
};

const PER_POST: readonly {
  count: keyof ContentCounts;
  limit: keyof LevelLimits;
  rule: typeof m.trustlimits_links;
}[] = [
  { count: 'links', limit: 'linksPerPost', rule: m.trustlimits_links },
  { count: 'images', limit: 'imagesPerPost', rule: m.trustlimits_images },
  { count: 'mentions', limit: 'mentionsPerPost', rule: m.trustlimits_mentions },
];

// Conversation messages have a budget of their own (messagesPerHour and the strangers' allowance).
const COUNTED_PER_DAY: readonly PostingKind[] = ['moment', 'article', 'comment'];
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

interface Level {
  key: LevelKey;
  limits: LevelLimits;
}

/** The member's level and its row of the owner's table; staff have none. */
function levelOf(member: CurrentUser, config: SiteConfig): Level | null {
  if (isStaff(member.role)) return null;
  const key = LEVEL_KEYS[member.trustLevel] ?? 'new';
  return { key, limits: config.trust.limits[key] };
}

type Rule = (inputs: { level: string; limit: number }) => string;

function refusal(status: 403 | 429, level: Level, rule: Rule, limit: number, field?: string): ApiError {
  const text = m.trustlimits_refused({ rule: rule({ level: LEVEL_NAMES[level.key](), limit }) });
  return new ApiError(status, text, status === 403 ? ErrorCode.forbidden : ErrorCode.rateLimited, field);
}

/**
 * The level's per-post limits and edit window (403, nothing counted): links, images and mentions of a
 * new item or an edit, and an author's edit past the window. Runs before the captcha and the limits.
 */
export function assertLevelAllows(member: CurrentUser, config: SiteConfig, attempt: LevelAttempt): void {
  const level = levelOf(member, config);
  if (!level) return;
  const { counts, postedAt } = attempt;
  for (const check of PER_POST) {
    const limit = level.limits[check.limit];
    if (counts && limit !== null && counts[check.count] > limit)
      throw refusal(403, level, check.rule, limit, 'content');
  }
  const minutes = level.limits.editMinutes;
  if (!attempt.isNew && postedAt && minutes !== null && Date.now() - postedAt.getTime() > minutes * MINUTE_MS)
    throw refusal(403, level, m.trustlimits_edit_minutes, minutes);
}

/** Counts one use of a per-day allowance (MySQL fixed window, times RATE_LIMIT_FACTOR); 429 past it. */
async function spendDaily(
  key: string,
  limit: number,
  onRefusal: () => ApiError,
  db: Database,
): Promise<void> {
  const scaled = limit * getEnv().RATE_LIMIT_FACTOR;
  if (scaled === 0) throw onRefusal();
  const result = await hitRateLimit(key, { limit: scaled, windowMs: DAY_MS }, db);
  if (!result.allowed) throw onRefusal();
}

/**
 * The level's per-day allowances of a new item (429): moments, articles and comments a day, and new
 * conversations a day with members who never wrote to the member.
 */
export async function spendLevelAllowances(
  member: CurrentUser,
  config: SiteConfig,
  attempt: LevelAttempt,
  db: Database = getDb(),
): Promise<void> {
  const level = levelOf(member, config);
  if (!level || !attempt.isNew) return;
  const { postsPerDay, strangerConversationsPerDay } = level.limits;
  if (postsPerDay !== null && COUNTED_PER_DAY.includes(attempt.kind)) {
    await spendDaily(
      `trust:posts:user:${member.id}`,
      postsPerDay,
      () => refusal(429, level, m.trustlimits_posts_per_day, postsPerDay),
      db,
    );
  }
  if (strangerConversationsPerDay !== null && attempt.recipients && attempt.recipients.length > 0) {
    const wrote = await membersWhoWrote(member.id, attempt.recipients, db);
    if (attempt.recipients.every((id) => wrote.has(id))) return;
    await spendDaily(
      `trust:strangers:user:${member.id}`,
      strangerConversationsPerDay,
      () => refusal(429, level, m.trustlimits_strangers_per_day, strangerConversationsPerDay),
      db,
    );
  }
}
