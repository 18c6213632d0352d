import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt.ts';

describe('excerpt', () => {
  it('returns short text unchanged', () => {
    expect(excerpt('short text', 20)).toBe('short text');
    expect(excerpt('exactly10!', 10)).toBe('exactly10!');
  });

  it('cuts back to the last space when the cut falls inside a word', () => {
    expect(excerpt('alpha beta gamma delta', 13)).toBe('alpha beta…');
  });

  it('cuts on the limit when it falls between words, without trailing punctuation', () => {
    expect(excerpt('alpha beta, gamma', 11)).toBe('alpha beta…');
  });

  it('cuts Chinese text at any character', () => {
    expect(excerpt('今天天气很好，我们去公园散步吧', 6)).toBe('今天天气很好…');
    expect(excerpt('今天天气很好我们去公园', 5)).toBe('今天天气很…');
  });

  it('never splits an emoji or a combining sequence', () => {
    expect(excerpt('ab👍🏽cd', 3)).toBe('ab👍🏽…');
    expect(excerpt('👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦', 2)).toBe('👨‍👩‍👧‍👦👨‍👩‍👧‍👦…');
  });

  it('keeps a single overlong word rather than returning nothing', () => {
    expect(excerpt('supercalifragilistic', 5)).toBe('super…');
  });
});
