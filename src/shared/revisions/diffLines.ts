import type { DiffPart } from './wordDiff.ts';

/** A run of one line of a diff; a paragraph break the edit added or removed is a part of its own. */
interface DiffLinePart extends DiffPart {
  /** True for an added or removed line break (its text is ""): the page marks it with a sign. */
  lineBreak?: true;
}

/** One line (one paragraph) of a diff, in reading order. */
export type DiffLine = DiffLinePart[];

function push(line: DiffLine, part: DiffLinePart): void {
  if (part.text === '' && !part.lineBreak) return;
  const last = line.at(-1);
  if (last && !last.lineBreak && !part.lineBreak && last.op === part.op) last.text += part.text;
  else line.push(part);
}

/**
 * A word diff laid out as the newer version's lines: a break both versions share or the edit added
 * starts a new line (an added one is also marked at the end of its line); one the edit removed stays
 * in its line as a removed break, so two paragraphs merged into one read as one line.
 */
export function diffLines(parts: readonly DiffPart[]): DiffLine[] {
  const lines: DiffLine[] = [[]];
  for (const part of parts) {
    part.text.split('\n').forEach((piece, index) => {
      if (index > 0) {
        if (part.op !== 'equal') push(lines.at(-1)!, { op: part.op, text: '', lineBreak: true });
        if (part.op !== 'delete') lines.push([]);
      }
      push(lines.at(-1)!, { op: part.op, text: piece });
    });
  }
  return lines.length === 1 && lines[0]!.length === 0 ? [] : lines;
}
