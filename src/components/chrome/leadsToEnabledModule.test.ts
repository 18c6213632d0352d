import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@/shared/site/siteConfigDefaults.ts';
import { leadsToEnabledModule } from './leadsToEnabledModule.ts';

const here = new URL('https://forum.example/moments');
const noArticles = { ...DEFAULT_SITE_CONFIG, modules: { moment: true, article: false, tweet: false } };

describe('leadsToEnabledModule', () => {
  it('drops links to the pages of a module that is off, by path or by this site’s address', () => {
    expect(leadsToEnabledModule(noArticles, '/articles', here)).toBe(false);
    expect(leadsToEnabledModule(noArticles, 'https://forum.example/article/3', here)).toBe(false);
  });

  it('keeps the other module, other pages and other sites', () => {
    expect(leadsToEnabledModule(noArticles, '/moments', here)).toBe(true);
    expect(leadsToEnabledModule(noArticles, '/tags', here)).toBe(true);
    expect(leadsToEnabledModule(noArticles, 'https://elsewhere.example/articles', here)).toBe(true);
    expect(leadsToEnabledModule(DEFAULT_SITE_CONFIG, '/articles', here)).toBe(true);
  });
});
