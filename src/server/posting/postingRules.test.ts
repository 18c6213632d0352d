import { describe, expect, it } from 'vitest';
import { isModuleEnabled } from './postingRules.ts';
import { DEFAULT_SITE_CONFIG } from '@/shared/site/siteConfigDefaults.ts';

describe('isModuleEnabled', () => {
  it('follows SPEC §6: moment and article unless explicitly false, tweet only when true', () => {
    expect(isModuleEnabled(DEFAULT_SITE_CONFIG, 'moment')).toBe(true);
    expect(isModuleEnabled(DEFAULT_SITE_CONFIG, 'article')).toBe(true);
    expect(isModuleEnabled(DEFAULT_SITE_CONFIG, 'tweet')).toBe(false);
    const config = { ...DEFAULT_SITE_CONFIG, modules: { moment: false, article: false, tweet: true } };
    expect(isModuleEnabled(config, 'moment')).toBe(false);
    expect(isModuleEnabled(config, 'article')).toBe(false);
    expect(isModuleEnabled(config, 'tweet')).toBe(true);
  });
});
