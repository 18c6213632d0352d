import { describe, expect, it } from 'vitest';
import { viewTargetOfPath } from './viewTargetOfPath.ts';

describe('viewTargetOfPath', () => {
  it('finds the moment or article a detail page shows', () => {
    expect(viewTargetOfPath('/moment/12')).toEqual({ target: 'moment', id: 12 });
    expect(viewTargetOfPath('/article/7/')).toEqual({ target: 'article', id: 7 });
  });

  it('ignores lists, other pages and ids a detail page would refuse', () => {
    for (const path of [
      '/moments',
      '/moment/0',
      '/moment/012',
      '/moment/abc',
      '/article/1/edit',
      '/user/3',
      '/moment/99999999999999999',
    ]) {
      expect(viewTargetOfPath(path), path).toBeUndefined();
    }
  });
});
