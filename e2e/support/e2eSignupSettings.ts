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
