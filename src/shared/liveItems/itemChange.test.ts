import { describe, expect, it } from 'vitest';
import { parseItemChange } from './itemChange.ts';

describe('parseItemChange', () => {
  it('reads well-formed changes', () => {
    const change = {
      type: 'comment.created',
      topic: 'moment:1',
      commentId: 3,
      parentId: 0,
      authorId: 4,
      commentCount: 2,
    };
    expect(parseItemChange(JSON.stringify(change))).toEqual(change);
    expect(parseItemChange('{"type":"item.likes","topic":"article:2","likes":0}')).toEqual({
      type: 'item.likes',
      topic: 'article:2',
      likes: 0,
    });
  });

  it('refuses malformed ones', () => {
    for (const text of [
      'not json',
      'null',
      '{"type":"constructor","topic":"moment:1"}',
      '{"type":"item.likes","likes":1}',
      '{"type":"item.likes","topic":"moment:1","likes":-1}',
      '{"type":"comment.removed","topic":"moment:1","commentId":1}',
      '{"type":"comment.edited","topic":"moment:1","commentId":1.5}',
    ]) {
      expect(parseItemChange(text), text).toBeUndefined();
    }
  });
});
