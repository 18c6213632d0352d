import { describe, expect, it } from 'vitest';
import { moduleOfPath } from './moduleOfPath.ts';

describe('moduleOfPath', () => {
  it.each([
    ['/articles', 'article'],
    ['/articles/tag/3', 'article'],
    ['/article/12', 'article'],
    ['/article/create', 'article'],
    ['/rss/articles.xml', 'article'],
    ['/user/3/articles', 'article'],
    ['/moments', 'moment'],
    ['/moments/node/2', 'moment'],
    ['/moment/5', 'moment'],
    ['/rss/moments.xml', 'moment'],
  ])('puts %s under the %s module', (path, module) => {
    expect(moduleOfPath(path)).toBe(module);
  });

  it.each(['/', '/tags', '/links', '/articlesx', '/momentsfeed', '/user/3', '/about'])(
    'leaves %s outside every module',
    (path) => {
      expect(moduleOfPath(path)).toBeNull();
    },
  );
});
