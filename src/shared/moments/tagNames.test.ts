import { describe, expect, it } from 'vitest';
import { normalizeTagNames } from './tagNames.ts';

describe('normalizeTagNames', () => {
  it('trims, collapses inner spaces and drops empty names', () => {
    expect(normalizeTagNames(['  Astro  ', ' ', '', 'web   dev', '\tnode\n'])).toEqual([
      'Astro',
      'web dev',
      'node',
    ]);
  });

  it('drops duplicates ignoring case, keeping the first spelling', () => {
    expect(normalizeTagNames(['React', 'react', ' REACT ', 'Vue'])).toEqual(['React', 'Vue']);
  });

  it('keeps non-Latin names and replaces control characters by spaces', () => {
    expect(normalizeTagNames(['前端', '前端 ', 'a\u0000b'])).toEqual(['前端', 'a b']);
  });
});
