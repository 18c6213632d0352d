import { describe, expect, it } from 'vitest';
import { runWithLocale } from '@/i18n/serverLocale.ts';
import { siteNavSchema } from './siteNav.ts';

describe('siteNavSchema', () => {
  it('keeps the titles given, trimmed, and drops empty ones', () => {
    expect(siteNavSchema.parse({ url: '/tags', titles: { 'en-US': ' Tags ', 'zh-CN': '' } })).toEqual({
      url: '/tags',
      titles: { 'en-US': 'Tags' },
    });
    expect(siteNavSchema.parse({ title: 'Docs', url: 'https://docs.example/' })).toEqual({
      title: 'Docs',
      url: 'https://docs.example/',
    });
  });

  it('stores a built-in link without any label, leading to its feed', () => {
    expect(siteNavSchema.parse({ builtin: 'moments', url: '/moments', title: 'Moments' })).toEqual({
      builtin: 'moments',
      url: '/moments',
    });
    expect(siteNavSchema.parse({ builtin: 'articles', url: '/elsewhere' })).toEqual({
      builtin: 'articles',
      url: '/articles',
    });
    expect(siteNavSchema.safeParse({ builtin: 'tweets', url: '/tweets', title: 'x' }).success).toBe(false);
  });

  it('asks for a title in at least one language, in the reader’s language', () => {
    for (const nav of [
      { url: '/tags' },
      { url: '/tags', title: ' ', titles: { 'en-US': '', 'zh-CN': '  ' } },
    ]) {
      // Zod words its issues when they are read, so they are read in the locale.
      const issues = (locale: 'en-US' | 'zh-CN') =>
        runWithLocale(locale, () =>
          siteNavSchema.safeParse(nav).error?.issues.map(({ path, message }) => ({ path, message })),
        );
      expect(issues('en-US')).toEqual([
        { path: ['titles'], message: 'Give the link a title in English, in Chinese or in both' },
      ]);
      expect(issues('zh-CN')).toEqual([{ path: ['titles'], message: '请至少填写一种语言的标题' }]);
    }
  });
});
