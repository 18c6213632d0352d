import { describe, expect, it } from 'vitest';
import { revisionText } from './revisionText.ts';
import { diffLines } from '@/shared/revisions/diffLines.ts';
import { wordDiff } from '@/shared/revisions/wordDiff.ts';

const lineTexts = (before: string, after: string, kind: 'moment' | 'article' | 'comment') =>
  diffLines(wordDiff(revisionText(kind, before), revisionText(kind, after))).map((line) =>
    line
      .map((part) => (part.op === 'equal' ? part.text : `[${part.op === 'insert' ? '+' : '-'}${part.text}]`))
      .join(''),
  );

describe('revisionText', () => {
  it('diffs a moment or an article paragraph by paragraph', () => {
    for (const kind of ['moment', 'article'] as const) {
      expect(
        lineTexts(
          '<p>We walked along the harbour.</p><p>The boats were out.</p>',
          '<p>We walked along the harbour.</p><p>The boats were in.</p>',
          kind,
        ),
      ).toEqual(['We walked along the harbour.', 'The boats were [-out.][+in.]']);
    }
  });

  it('diffs a comment line by line', () => {
    expect(revisionText('comment', 'first line\r\nsecond line')).toBe('first line\nsecond line');
    expect(lineTexts('See you\nat noon', 'See you\nat one', 'comment')).toEqual([
      'See you',
      'at [-noon][+one]',
    ]);
  });

  it('keeps markup in a body as text, never as elements', () => {
    expect(revisionText('moment', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<script>alert(1)</script>',
    );
    expect(revisionText('comment', '<b>bold</b>')).toBe('<b>bold</b>');
  });
});
