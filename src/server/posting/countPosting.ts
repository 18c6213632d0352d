import { ApiError } from '../http/ApiError.ts';
import { getDb, type Database } from '../db/client.ts';
import { getEnv } from '../config/env.ts';
import { hitRateLimit } from '../rateLimit/fixedWindow.ts';
import { isNewAccount } from './isNewAccount.ts';
import { POSTING_KINDS, type PostingKind } from './postingKinds.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import { m } from '@/paraglide/messages.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

interface PostingLimit {
  key: string;
  limit: number;
  windowMs: number;
  refuse: (minutes: string) => string;
}

function postingLimits(
  member: CurrentUser,
  ip: string,
  kind: PostingKind,
  config: SiteConfig,
): PostingLimit[] {
  const limits = config.antiAbuse;
  const { perHour, perMinute } = POSTING_KINDS[kind];
  const tooOften = (minutes: string) => m.captcha_posting_too_often({ minutes });
  const perMember = `post:${kind}:user:${member.id}`;
  // Private messages are a budget of their own: a newcomer who chats can still comment.
  const budget = kind === 'message' ? 'message' : 'public';
  const rules: PostingLimit[] = [
    { key: perMember, limit: limits[perHour], windowMs: HOUR_MS, refuse: tooOften },
  ];
  if (perMinute) {
    rules.push({
      key: `${perMember}:minute`,
      limit: limits[perMinute],
      windowMs: MINUTE_MS,
      refuse: tooOften,
    });
  }
  if (isNewAccount(member, limits.newAccountHours)) {
    const limit = limits.newAccountPostsPerHour;
    rules.push({
      key: `post:new-account:${budget}:user:${member.id}`,
      limit,
      windowMs: HOUR_MS,
      refuse: (minutes) => m.captcha_new_account_limit({ limit: String(limit), minutes }),
    });
  }
  if (ip)
    rules.push({
      key: `post:ip:${budget}:${ip}`,
      limit: limits.postsPerIpPerHour,
      windowMs: HOUR_MS,
      refuse: tooOften,
    });
  return rules.filter((rule) => rule.limit > 0);
}

/**
 * Counts one new item against the site's limits (config.antiAbuse; 0 turns one off) and answers 429
 * with when to try again. The counters are MySQL fixed windows, so they hold across processes.
 */
export async function countPosting(
  member: CurrentUser,
  ip: string,
  kind: PostingKind,
  config: SiteConfig,
  db: Database = getDb(),
): Promise<void> {
  const factor = getEnv().RATE_LIMIT_FACTOR;
  for (const rule of postingLimits(member, ip, kind, config)) {
    const result = await hitRateLimit(rule.key, { limit: rule.limit * factor, windowMs: rule.windowMs }, db);
    if (result.allowed) continue;
    const minutes = String(Math.max(1, Math.ceil(result.retryAfterMs / MINUTE_MS)));
    throw new ApiError(429, rule.refuse(minutes), ErrorCode.rateLimited);
  }
}
