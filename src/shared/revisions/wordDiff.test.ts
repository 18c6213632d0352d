import { describe, expect, it } from 'vitest';
import { wordDiff, type DiffPart } from './wordDiff.ts';

const side = (parts: DiffPart[], keep: 'insert' | 'delete') =>
  parts
    .filter((part) => part.op === 'equal' || part.op === keep)
    .map((part) => part.text)
    .join('');

describe('wordDiff', () => {
  it('finds a changed word between shared ones', () => {
    expect(wordDiff('the quick brown fox', 'the slow brown fox')).toEqual([
      { op: 'equal', text: 'the ' },
      { op: 'delete', text: 'quick' },
      { op: 'insert', text: 'slow' },
      { op: 'equal', text: ' brown fox' },
    ]);
  });

  it('marks added and removed words', () => {
    expect(wordDiff('a b c', 'a c d')).toEqual([
      { op: 'equal', text: 'a ' },
      { op: 'delete', text: 'b ' },
      { op: 'equal', text: 'c' },
      { op: 'insert', text: ' d' },
    ]);
  });

  it('is one equal part for the same text and nothing for two empty ones', () => {
    expect(wordDiff('same words', 'same words')).toEqual([{ op: 'equal', text: 'same words' }]);
    expect(wordDiff('', '')).toEqual([]);
  });

  it('handles a text written from nothing and one emptied', () => {
    expect(wordDiff('', 'new text')).toEqual([{ op: 'insert', text: 'new text' }]);
    expect(wordDiff('old text', '')).toEqual([{ op: 'delete', text: 'old text' }]);
  });

  it('compares Chinese character by character', () => {
    expect(wordDiff('今天天气很好', '今天天气不好')).toEqual([
      { op: 'equal', text: '今天天气' },
      { op: 'delete', text: '很' },
      { op: 'insert', text: '不' },
      { op: 'equal', text: '好' },
    ]);
  });

  it('rebuilds both versions from its parts', () => {
    const before = 'one two three four five six seven eight nine ten';
    const after = 'zero one three four 4.5 five seven nine ten eleven';
    const parts = wordDiff(before, after);
    expect(side(parts, 'delete')).toBe(before);
    expect(side(parts, 'insert')).toBe(after);
  });

  it('treats each line break as a token of its own', () => {
    expect(wordDiff('one\n\ntwo', 'one\ntwo')).toEqual([
      { op: 'equal', text: 'one\n' },
      { op: 'delete', text: '\n' },
      { op: 'equal', text: 'two' },
    ]);
  });

  it('keeps markup as plain text for the page to escape', () => {
    const parts = wordDiff('hello', 'hello <script>alert(1)</script>');
    expect(parts).toEqual([
      { op: 'equal', text: 'hello' },
      { op: 'insert', text: ' <script>alert(1)</script>' },
    ]);
  });

  it('falls back to all removed then all added past the edit bound, still complete', () => {
    const before = Array.from({ length: 50 }, (_, i) => `a${i}`).join(' ');
    const after = Array.from({ length: 50 }, (_, i) => `b${i}`).join(' ');
    const parts = wordDiff(before, after, 10);
    expect(side(parts, 'delete')).toBe(before);
    expect(side(parts, 'insert')).toBe(after);
  });
});
