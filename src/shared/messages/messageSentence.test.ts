import { describe, expect, it } from 'vitest';
import { messageSentence } from './messageSentence.ts';
import { MESSAGE_TYPES } from './messageTypes.ts';
import { runWithLocale } from '@/i18n/serverLocale.ts';

const moment = { kind: 'moment' as const, id: 1, title: 'T' };
const article = { kind: 'article' as const, id: 2, title: 'T' };

describe('messageSentence', () => {
  it('says what happened, naming the kind of content', () => {
    expect(messageSentence({ type: 'comment', target: moment })).toBe('commented on your moment');
    expect(messageSentence({ type: 'like', target: article })).toBe('liked your article');
    expect(messageSentence({ type: 'follow', target: null })).toBe('followed you');
  });
  it('says "an article" where English needs it', () => {
    expect(messageSentence({ type: 'watched_comment', target: article })).toBe(
      'commented on an article you watch',
    );
    expect(messageSentence({ type: 'watched_comment', target: moment })).toBe(
      'commented on a moment you watch',
    );
    expect(runWithLocale('zh-CN', () => messageSentence({ type: 'watched_comment', target: article }))).toBe(
      '评论了你订阅的文章',
    );
  });
  it('has a sentence for every type in both languages', () => {
    for (const type of MESSAGE_TYPES) {
      expect(messageSentence({ type, target: moment })).not.toBe('');
      expect(runWithLocale('zh-CN', () => messageSentence({ type, target: moment }))).toMatch(
        /[\u4e00-\u9fff]/,
      );
    }
  });
  it('says a mention in a conversation is in one, in both languages', () => {
    const conversation = { kind: 'conversation' as const, id: 3, title: '' };
    const mention = { type: 'mention' as const, target: conversation, commentId: 9 };
    expect(messageSentence(mention)).toBe('mentioned you in a conversation');
    expect(runWithLocale('zh-CN', () => messageSentence(mention))).toBe('在私信中提及了你');
    expect(messageSentence({ type: 'mention', target: moment, commentId: 9 })).toBe(
      'mentioned you in a comment',
    );
    expect(messageSentence({ type: 'mention', target: article, commentId: 0 })).toBe(
      'mentioned you in their article',
    );
  });
});
