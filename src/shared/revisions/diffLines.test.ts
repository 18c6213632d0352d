import { describe, expect, it } from 'vitest';
import { diffLines } from './diffLines.ts';
import { wordDiff } from './wordDiff.ts';

// Each line as text: removed runs in [-…], added ones in [+…], a changed break as ¶.
const texts = (lines: ReturnType<typeof diffLines>) =>
  lines.map((line) =>
    line
      .map((part) => {
        const text = part.lineBreak ? '¶' : part.text;
        return part.op === 'equal' ? text : `[${part.op === 'insert' ? '+' : '-'}${text}]`;
      })
      .join(''),
  );

describe('diffLines', () => {
  it('puts each paragraph both versions keep on its own line', () => {
    const lines = diffLines(wordDiff('First paragraph.\nSecond one.', 'First paragraph.\nSecond two.'));
    expect(lines).toEqual([
      [{ op: 'equal', text: 'First paragraph.' }],
      [
        { op: 'equal', text: 'Second ' },
        { op: 'delete', text: 'one.' },
        { op: 'insert', text: 'two.' },
      ],
    ]);
  });

  it('starts a new line at an added break and marks it', () => {
    expect(texts(diffLines(wordDiff('one two', 'one\ntwo')))).toEqual(['one[- ][+¶]', 'two']);
    expect(texts(diffLines(wordDiff('A\nC', 'A\nB\nC')))).toEqual(['A', '[+B][+¶]', 'C']);
  });

  it('keeps a removed break inside its line: merged paragraphs read as one', () => {
    expect(texts(diffLines(wordDiff('one\ntwo', 'one two')))).toEqual(['one[-¶][+ ]two']);
  });

  it('keeps an empty line of a plain text and is empty for nothing', () => {
    expect(texts(diffLines(wordDiff('a\n\nb', 'a\n\nb')))).toEqual(['a', '', 'b']);
    expect(diffLines([])).toEqual([]);
  });

  it('shows whole paragraphs written from nothing line by line', () => {
    expect(texts(diffLines(wordDiff('', 'new\ntext')))).toEqual(['[+new][+¶]', '[+text]']);
  });
});
