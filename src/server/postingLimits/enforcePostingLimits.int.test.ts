import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/testDatabase.ts';
import { ApiError } from '../http/ApiError.ts';
import { enforcePostingLimits, isNewAccount } from './enforcePostingLimits.ts';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@/shared/site/siteConfig.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import type { PostingKind } from '../posting/postingRules.ts';

let t: TestDatabase;
let seq = 0;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.cleanup();
});

const OFF: SiteConfig['antiAbuse'] = {
  momentsPerHour: 0,
  articlesPerHour: 0,
  commentsPerHour: 0,
  postsPerIpPerHour: 0,
  newAccountHours: 0,
  newAccountPostsPerHour: 0,
};
const config = (limits: Partial<SiteConfig['antiAbuse']>): SiteConfig => ({
  ...DEFAULT_SITE_CONFIG,
  antiAbuse: { ...OFF, ...limits },
});
const DAY_MS = 24 * 60 * 60_000;
function user(ageMs = 30 * DAY_MS): CurrentUser {
  seq += 1;
  return { id: 1000 + seq, createdAt: new Date(Date.now() - ageMs).toISOString() } as CurrentUser;
}
const ip = () => `198.51.100.${seq}`;

/** How many posts go through before the first refusal, and that refusal. */
async function postUntilRefused(post: () => Promise<void>, max = 20) {
  for (let count = 0; count < max; count++) {
    try {
      await post();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      return { allowed: count, error: error as ApiError };
    }
  }
  return { allowed: max, error: null };
}

describe('posting limits', () => {
  it('limits each kind per user per hour, with a message saying when to try again', async () => {
    const author = user();
    const limits = config({ momentsPerHour: 3, commentsPerHour: 2 });
    const moments = await postUntilRefused(() => enforcePostingLimits(author, ip(), 'moment', limits, t.db));
    expect(moments.allowed).toBe(3);
    expect(moments.error?.status).toBe(429);
    expect(moments.error?.message).toBe('You are posting too often. Please try again in 60 minutes.');
    // Other kinds have their own counters; a different user is not affected.
    const comments = await postUntilRefused(() =>
      enforcePostingLimits(author, ip(), 'comment', limits, t.db),
    );
    expect(comments.allowed).toBe(2);
    await expect(enforcePostingLimits(user(), ip(), 'moment', limits, t.db)).resolves.toBeUndefined();
  });

  it('limits all kinds together per IP address', async () => {
    const limits = config({ postsPerIpPerHour: 4 });
    const address = '192.0.2.77';
    const kinds: PostingKind[] = ['moment', 'article', 'comment', 'moment'];
    for (const kind of kinds) await enforcePostingLimits(user(), address, kind, limits, t.db);
    const refused = await postUntilRefused(() =>
      enforcePostingLimits(user(), address, 'comment', limits, t.db),
    );
    expect(refused.allowed).toBe(0);
    expect(refused.error?.status).toBe(429);
    await expect(
      enforcePostingLimits(user(), '192.0.2.78', 'comment', limits, t.db),
    ).resolves.toBeUndefined();
  });

  it('gives accounts younger than newAccountHours a shared hourly budget', async () => {
    const limits = config({ newAccountHours: 24, newAccountPostsPerHour: 3 });
    const newcomer = user(2 * 60 * 60_000);
    const kinds: PostingKind[] = ['moment', 'comment', 'article'];
    for (const kind of kinds) await enforcePostingLimits(newcomer, ip(), kind, limits, t.db);
    const refused = await postUntilRefused(() =>
      enforcePostingLimits(newcomer, ip(), 'comment', limits, t.db),
    );
    expect(refused.allowed).toBe(0);
    expect(refused.error?.message).toBe(
      'New accounts can post 3 times an hour. Please try again in 60 minutes.',
    );
    const veteran = user(25 * 60 * 60_000);
    const settled = await postUntilRefused(
      () => enforcePostingLimits(veteran, ip(), 'comment', limits, t.db),
      6,
    );
    expect(settled.allowed).toBe(6);
  });

  it('treats 0 as off', async () => {
    const author = user(60_000);
    const unlimited = await postUntilRefused(
      () => enforcePostingLimits(author, '192.0.2.1', 'moment', config({ newAccountHours: 24 }), t.db),
      30,
    );
    expect(unlimited.allowed).toBe(30);
  });

  it('knows a new account by its age', () => {
    const now = Date.parse('2026-05-02T12:00:00Z');
    expect(isNewAccount({ createdAt: '2026-05-02T01:00:00Z' }, 24, now)).toBe(true);
    expect(isNewAccount({ createdAt: '2026-05-01T11:59:59Z' }, 24, now)).toBe(false);
    expect(isNewAccount({ createdAt: '2026-05-02T11:00:00Z' }, 0, now)).toBe(false);
  });
});
