import { describe, expect, it } from 'vitest';
import { articleDraftKey, commentDraftKey, draftKeyOf, momentDraftKey, parseDraftKey } from './draftKeys.ts';

describe('draft keys', () => {
  it.each([
    'moment:new:post',
    'moment:new:tweet',
    'article:new',
    'moment:edit:42',
    'article:edit:7',
    'comment:moment:3',
    'comment:article:9007199254740991',
    'reply:15',
  ])('read %s back into the same key', (key) => {
    const target = parseDraftKey(key);
    expect(target).not.toBeNull();
    expect(draftKeyOf(target!)).toBe(key);
  });

  it.each([
    '',
    'moment:new',
    'moment:edit:0',
    'moment:edit:01',
    'comment:user:1',
    'reply:1:2',
    'reply:99999999999999999',
  ])('refuse %j', (key) => expect(parseDraftKey(key)).toBeNull());

  it('name each composer the way the publish endpoints do', () => {
    expect(momentDraftKey(undefined, 1)).toBe('moment:new:tweet');
    expect(momentDraftKey(5, 1)).toBe('moment:edit:5');
    expect(articleDraftKey(undefined)).toBe('article:new');
    expect(articleDraftKey(8)).toBe('article:edit:8');
    const onMoment = { entityType: 'moment' as const, entityId: 4 };
    expect(commentDraftKey({ ...onMoment, parentId: 0, replyToId: 0 })).toBe('comment:moment:4');
    expect(commentDraftKey({ ...onMoment, parentId: 10, replyToId: 0 })).toBe('reply:10');
    expect(commentDraftKey({ ...onMoment, parentId: 10, replyToId: 12 })).toBe('reply:12');
  });
});
