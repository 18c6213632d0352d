import { expectData } from '../plazaClient.ts';
import { callFrom, type WaveMember } from './waveCaller.ts';
import { DEFAULT_SITE_CONFIG } from '../../../src/shared/site/siteConfigDefaults.ts';

/**
 * Spawned e2e forums start with the sign-up defences and the first-post queue off
 * (e2e/support/e2eSignupSettings.ts): the wave's owner puts the shipped defaults back, as a forum
 * installed for real has them.
 */
export async function restoreShippedDefences(url: string, owner: WaveMember): Promise<void> {
  const { signup, postReview } = DEFAULT_SITE_CONFIG;
  await expectData(
    callFrom(url, owner, '/api/admin/settings/site', { signup, postReview }),
    'save the shipped sign-up and post review settings',
  );
}

/** What the owner does on /admin/settings under attack: blocks one throw-away mail domain. */
export async function blockMailDomain(url: string, owner: WaveMember, domain: string): Promise<void> {
  await expectData(
    callFrom(url, owner, '/api/admin/settings/signup-rules/add', {
      kind: 'domain',
      action: 'block',
      value: domain,
      note: 'Throw-away addresses of a spam wave',
    }),
    `block ${domain}`,
  );
}
