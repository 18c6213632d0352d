import { newActor, type Actor } from '@/server/actor/actor.ts';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@/shared/site/siteConfig.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import type { LevelLimits } from '@/shared/trust/trustConfig.ts';

const NO_LIMITS: LevelLimits = {
  linksPerPost: null,
  imagesPerPost: null,
  mentionsPerPost: null,
  strangerConversationsPerDay: null,
  editMinutes: null,
  postsPerDay: null,
};

/**
 * The site config tests write under: the defaults with the posting limits and the trust levels'
 * limits off, so a test about counters or content may post as often as it needs. The posting gate's
 * own tests set limits.
 */
export const TEST_SITE_CONFIG: SiteConfig = {
  ...DEFAULT_SITE_CONFIG,
  antiAbuse: {
    momentsPerHour: 0,
    articlesPerHour: 0,
    commentsPerHour: 0,
    commentsPerMinute: 0,
    postsPerIpPerHour: 0,
    newAccountHours: 0,
    newAccountPostsPerHour: 0,
    messagesPerHour: 0,
  },
  trust: {
    ...DEFAULT_SITE_CONFIG.trust,
    limits: { new: NO_LIMITS, member: NO_LIMITS, regular: NO_LIMITS },
  },
  // The content checks hold nothing either; tests about them switch them on (decision 059).
  postReview: { ...DEFAULT_SITE_CONFIG.postReview, firstPosts: 0, duplicateWindowHours: 0 },
};

/** A member (or a visitor) writing from `ip` under TEST_SITE_CONFIG changed by `config`. */
export function testActor(
  member: CurrentUser | null,
  config: Partial<SiteConfig> = {},
  ip = '127.0.0.1',
): Actor {
  return newActor(member, { ...TEST_SITE_CONFIG, ...config }, ip);
}
