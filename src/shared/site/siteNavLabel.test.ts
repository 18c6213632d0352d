import { describe, expect, it } from 'vitest';
import { builtinNav } from './builtinSiteNavs.ts';
import { siteNavLabel } from './siteNavLabel.ts';

describe('siteNavLabel', () => {
  it('names a built-in link from the catalog in the reader’s language', () => {
    expect(siteNavLabel(builtinNav('moments'), 'en-US')).toBe('Moments');
    expect(siteNavLabel(builtinNav('moments'), 'zh-CN')).toBe('动态');
    expect(siteNavLabel(builtinNav('articles'), 'en-US')).toBe('Articles');
    expect(siteNavLabel(builtinNav('articles'), 'zh-CN')).toBe('文章');
  });

  it('gives each reader the owner’s title in their language', () => {
    const nav = { url: '/tags', titles: { 'en-US': 'Tags', 'zh-CN': '标签' } };
    expect(siteNavLabel(nav, 'en-US')).toBe('Tags');
    expect(siteNavLabel(nav, 'zh-CN')).toBe('标签');
  });

  it('falls back to the one title, then to the title in the other language', () => {
    expect(siteNavLabel({ url: '/docs', title: 'Docs' }, 'zh-CN')).toBe('Docs');
    expect(siteNavLabel({ url: '/docs', title: 'Docs', titles: { 'zh-CN': '文档' } }, 'en-US')).toBe('Docs');
    expect(siteNavLabel({ url: '/docs', title: 'Docs', titles: { 'zh-CN': '文档' } }, 'zh-CN')).toBe('文档');
    expect(siteNavLabel({ url: '/docs', titles: { 'zh-CN': '文档' } }, 'en-US')).toBe('文档');
    expect(siteNavLabel({ url: '/docs', titles: { 'en-US': 'Docs' } }, 'zh-CN')).toBe('Docs');
  });
});
