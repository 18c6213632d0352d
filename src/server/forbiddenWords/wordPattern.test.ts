import { describe, expect, it } from 'vitest';
import { compileWords, wordPatternProblem } from './wordPattern.ts';

describe('wordPatternProblem', () => {
  it('accepts plain words and safe regexes', () => {
    expect(wordPatternProblem('spam', false)).toBeUndefined();
    expect(wordPatternProblem('(a+b)+', false)).toBeUndefined();
    expect(wordPatternProblem('free\\s+money', true)).toBeUndefined();
    expect(wordPatternProblem('ca(t|r)s?', true)).toBeUndefined();
  });
  it('refuses empty, over-long, broken and catastrophic patterns', () => {
    expect(wordPatternProblem('  ', false)).toBe('empty');
    expect(wordPatternProblem('x'.repeat(201), true)).toBe('tooLong');
    expect(wordPatternProblem('(open', true)).toBe('invalid');
    for (const pattern of ['(a+)+', '(a*)*b', '(x|y+){2,}', '(\\w+\\s?)*$', '(a)\\1']) {
      expect(wordPatternProblem(pattern, true)).toBe('unsafe');
    }
  });
});

describe('compileWords', () => {
  it('answers the words a text holds: plain ones regardless of case, regexes case-insensitively', () => {
    const wordsIn = compileWords([
      { pattern: 'Spam', isRegex: false },
      { pattern: 'buy\\s+now', isRegex: true },
    ]);
    expect(wordsIn('this is SPAM')).toEqual(['Spam']);
    expect(wordsIn('BUY   now')).toEqual(['/buy\\s+now/']);
    expect(wordsIn('spam: buy now')).toEqual(['Spam', '/buy\\s+now/']);
    expect(wordsIn('a clean sentence')).toEqual([]);
    expect(compileWords([{ pattern: '(broken', isRegex: true }])('(broken')).toEqual([]);
  });
});
