import type { SiteConfig } from '../../src/shared/site/siteConfig.ts';

/**
 * The sign-up settings of every e2e forum: specs sign up hundreds of members from one address, as
 * fast as a script can, so neither the least form time nor the daily accounts per address may hold
 * them. e2e/signup-defence.settings.spec.ts sets its own and restores these.
 */
export const E2E_SIGNUP: SiteConfig['signup'] = {
  mode: 'open',
  minFormSeconds: 0,
  accountsPerAddressPerDay: 0,
};

/**
 * The post review of a system spec's own forum: its members are new accounts (no trust level was
 * given), and a spec about processes, proxies or storage must see a member's first moment published
 * rather than waiting for review. e2e/spam-wave.system.spec.ts puts the shipped settings back.
 */
export const E2E_SPAWNED_POST_REVIEW: SiteConfig['postReview'] = {
  firstPosts: 0,
  duplicateWindowHours: 24,
  onCheckFailure: 'hold',
};
