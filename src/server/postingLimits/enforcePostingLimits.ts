import { ApiError } from '../http/ApiError.ts';
import { getDb, type Database } from '../db/client.ts';
import { getEnv } from '../config/env.ts';
import { hitRateLimit } from '../rateLimit/fixedWindow.ts';
import type { PostingKind } from '../posting/postingRules.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import { m } from '@/paraglide/messages.js';

const HOUR_MS = 60 * 60_000;

const PER_USER_LIMIT: Record<PostingKind, keyof SiteConfig['antiAbuse']> = {
  moment: 'momentsPerHour',
  article: 'articlesPerHour',
  comment: 'commentsPerHour',
};

interface PostingRule {
  key: string;
  limit: number;
  refuse: (minutes: string) => string;
}

/** Accounts count as new until newAccountHours after they were created. */
export function isNewAccount(user: Pick<CurrentUser, 'createdAt'>, hours: number, now = Date.now()): boolean {
  const created = Date.parse(user.createdAt);
  return hours > 0 && Number.isFinite(created) && now - created < hours * HOUR_MS;
}

function postingRules(user: CurrentUser, ip: string, kind: PostingKind, config: SiteConfig): PostingRule[] {
  const limits = config.antiAbuse;
  const tooOften = (minutes: string) => m.captcha_posting_too_often({ minutes });
  const rules: PostingRule[] = [
    { key: `post:${kind}:user:${user.id}`, limit: limits[PER_USER_LIMIT[kind]], refuse: tooOften },
  ];
  if (isNewAccount(user, limits.newAccountHours)) {
    const limit = limits.newAccountPostsPerHour;
    rules.push({
      key: `post:new-account:user:${user.id}`,
      limit,
      refuse: (minutes) => m.captcha_new_account_limit({ limit: String(limit), minutes }),
    });
  }
  if (ip) rules.push({ key: `post:ip:${ip}`, limit: limits.postsPerIpPerHour, refuse: tooOften });
  return rules.filter((rule) => rule.limit > 0);
}

/**
 * Counts one post against the site's hourly limits (config.antiAbuse; 0 turns one off) and answers
 * 429 with when to try again. Shares the MySQL fixed-window counters, so it holds across processes.
 */
export async function enforcePostingLimits(
  user: CurrentUser,
  ip: string,
  kind: PostingKind,
  config: SiteConfig,
  db: Database = getDb(),
): Promise<void> {
  const factor = getEnv().RATE_LIMIT_FACTOR;
  for (const rule of postingRules(user, ip, kind, config)) {
    const result = await hitRateLimit(rule.key, { limit: rule.limit * factor, windowMs: HOUR_MS }, db);
    if (result.allowed) continue;
    const minutes = String(Math.max(1, Math.ceil(result.retryAfterMs / 60_000)));
    throw new ApiError(429, rule.refuse(minutes), ErrorCode.rateLimited);
  }
}
