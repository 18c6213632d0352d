import { describe, expect, it } from 'vitest';
import { draftKindText } from './draftKindText.ts';
import { parseDraftKey } from '@/shared/drafts/draftKeys.ts';

const kindOf = (key: string) => draftKindText(parseDraftKey(key)!);

describe('the drafts list names what each draft will become', () => {
  it('tells a new post from a new tweet', () => {
    expect(kindOf('moment:new:post')).toBe('New post');
    expect(kindOf('moment:new:tweet')).toBe('New tweet');
  });

  it('names articles, edits, comments and replies', () => {
    expect(kindOf('article:new')).toBe('New article');
    expect(kindOf('moment:edit:7')).toBe('Moment edit');
    expect(kindOf('article:edit:7')).toBe('Article edit');
    expect(kindOf('comment:moment:7')).toBe('Comment');
    expect(kindOf('reply:7')).toBe('Reply');
  });
});
