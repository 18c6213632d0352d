import { describe, expect, it } from 'vitest';
import { openGraphLocale, robotsDirective } from './pageSeo.ts';

describe('robotsDirective', () => {
  it('keeps pages under review out of the index', () => {
    expect(robotsDirective(new URL('https://x.test/moment/1'), { noindex: true })).toBe('noindex');
  });
  it('lets crawlers follow cursor pages without indexing them', () => {
    expect(robotsDirective(new URL('https://x.test/moments?cursor=abc'), {})).toBe('noindex, follow');
  });
  it('says nothing for an ordinary page', () => {
    expect(robotsDirective(new URL('https://x.test/moments?tab=recommended'), {})).toBeUndefined();
  });
});

describe('openGraphLocale', () => {
  it('spells the locale with an underscore', () => {
    expect(openGraphLocale('zh-CN')).toBe('zh_CN');
  });
});
