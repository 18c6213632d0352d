import { describe, expect, it } from 'vitest';
import { draftKindText } from './draftKindText.ts';
import { parseDraftKey } from '@/shared/drafts/draftKeys.ts';
import { runWithLocale } from '@/i18n/serverLocale.ts';

const kindOf = (key: string) => draftKindText(parseDraftKey(key)!);

describe('the drafts list names what each draft will become', () => {
  it('calls both kinds of new moment a moment in Chinese too', () => {
    expect(runWithLocale('zh-CN', () => [kindOf('moment:new:post'), kindOf('moment:edit:7')])).toEqual([
      '新动态（帖子）',
      '编辑动态',
    ]);
  });

  it('tells a new post from a new tweet', () => {
    expect(kindOf('moment:new:post')).toBe('New moment (post)');
    expect(kindOf('moment:new:tweet')).toBe('New moment (tweet)');
  });

  it('names articles, edits, comments and replies', () => {
    expect(kindOf('article:new')).toBe('New article');
    expect(kindOf('moment:edit:7')).toBe('Editing a moment');
    expect(kindOf('article:edit:7')).toBe('Editing an article');
    expect(kindOf('comment:moment:7')).toBe('Comment');
    expect(kindOf('reply:7')).toBe('Reply');
  });
});
