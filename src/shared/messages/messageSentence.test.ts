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
  it('has a sentence for every type in both languages', () => {
    for (const type of MESSAGE_TYPES) {
      expect(messageSentence({ type, target: moment })).not.toBe('');
      expect(runWithLocale('zh-CN', () => messageSentence({ type, target: moment }))).toMatch(
        /[\u4e00-\u9fff]/,
      );
    }
  });
});
