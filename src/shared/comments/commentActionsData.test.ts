import { describe, expect, it } from 'vitest';
import {
  readCommentActionsData,
  writeCommentActionsData,
  type CommentActionsData,
} from './commentActionsData.ts';

const data: CommentActionsData = {
  id: 12,
  threadId: 10,
  authorId: 3,
  authorName: '粉丝 "Ann" <b>',
  content: 'Line one\nline "two" & </div>',
  edited: true,
  likes: 4,
  hasReplies: false,
};

describe('comment actions data', () => {
  it('reads back what it writes, with or without a thread tail', () => {
    expect(readCommentActionsData(writeCommentActionsData(data))).toEqual(data);
    const withTail = { ...data, threadTail: { reloadAfterComment: true } };
    expect(readCommentActionsData(writeCommentActionsData(withTail))).toEqual(withTail);
  });

  it('answers null for a missing attribute, broken JSON or no comment id', () => {
    expect(readCommentActionsData(null)).toBeNull();
    expect(readCommentActionsData('')).toBeNull();
    expect(readCommentActionsData('{"id":')).toBeNull();
    expect(readCommentActionsData('null')).toBeNull();
    expect(readCommentActionsData('[]')).toBeNull();
    expect(readCommentActionsData(JSON.stringify({ ...data, id: 0 }))).toBeNull();
    expect(readCommentActionsData(JSON.stringify({ ...data, id: '12' }))).toBeNull();
  });
});
