import { describe, expect, it } from 'vitest';
import { messageLink } from './messageLink.ts';

const actor = { id: 7, nickname: 'Ann', username: null, avatar: '', smallAvatar: '' };

describe('messageLink', () => {
  it('leads to the comment by its own address, which finds the page that shows it', () => {
    expect(
      messageLink({ type: 'comment', actor, target: { kind: 'moment', id: 3, title: '' }, commentId: 9 }),
    ).toBe('/comment/9');
    expect(
      messageLink({ type: 'reply', actor, target: { kind: 'article', id: 4, title: '' }, commentId: 5 }),
    ).toBe('/comment/5');
  });
  it('leads to the content for a like, and to the follower for a follow', () => {
    expect(
      messageLink({ type: 'like', actor, target: { kind: 'article', id: 4, title: '' }, commentId: 0 }),
    ).toBe('/article/4');
    expect(messageLink({ type: 'follow', actor, target: null, commentId: 0 })).toBe('/user/7');
  });
  it('leads to the conversation for a mention in one, whatever message it was', () => {
    expect(
      messageLink({
        type: 'mention',
        actor,
        target: { kind: 'conversation', id: 12, title: '' },
        commentId: 34,
      }),
    ).toBe('/user/conversations/12');
  });
});
