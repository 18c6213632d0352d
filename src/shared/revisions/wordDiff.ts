type DiffOp = 'equal' | 'insert' | 'delete';

/** A run of text that both versions share, or that only the newer (insert) or older (delete) has. */
export interface DiffPart {
  op: DiffOp;
  text: string;
}

// Line breaks one by one (each ends a paragraph), other runs of white space, words, and single CJK
// characters (those scripts put no spaces between words).
const TOKEN =
  /\n|[^\S\n]+|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;

/** Beyond this many changed words the middle reads as all removed, then all added: bounded work. */
const MAX_DIFF_EDITS = 1000;

const tokensOf = (text: string): string[] => text.match(TOKEN) ?? [];

type Step = [DiffOp, string];

/** Myers' shortest edit script between two token lists; undefined when it needs more than maxEdits. */
function shortestEdit(a: readonly string[], b: readonly string[], maxEdits: number): Step[] | undefined {
  const max = Math.min(a.length + b.length, maxEdits);
  const offset = max + 1;
  const furthest = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(furthest.slice());
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && furthest[offset + k - 1]! < furthest[offset + k + 1]!);
      let x = down ? furthest[offset + k + 1]! : furthest[offset + k - 1]! + 1;
      let y = x - k;
      while (x < a.length && y < b.length && a[x] === b[y]) {
        x++;
        y++;
      }
      furthest[offset + k] = x;
      if (x >= a.length && y >= b.length) return backtrack(trace, a, b, offset);
    }
  }
  return undefined;
}

function backtrack(trace: Int32Array[], a: readonly string[], b: readonly string[], offset: number): Step[] {
  const steps: Step[] = [];
  let x = a.length;
  let y = b.length;
  for (let d = trace.length - 1; d >= 0; d--) {
    const v = trace[d]!;
    const k = x - y;
    const down = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!);
    const prevK = down ? k + 1 : k - 1;
    const prevX = v[offset + prevK]!;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      steps.push(['equal', a[--x]!]);
      y--;
    }
    if (d > 0) steps.push(x === prevX ? ['insert', b[y - 1]!] : ['delete', a[x - 1]!]);
    x = prevX;
    y = prevY;
  }
  return steps.reverse();
}

function append(parts: DiffPart[], op: DiffOp, text: string): void {
  if (text === '') return;
  const last = parts.at(-1);
  if (last?.op === op) last.text += text;
  else parts.push({ op, text });
}

/**
 * A word-level diff of two plain texts, as runs in reading order: shared text, then what the newer
 * version removed and added. The parts are plain text; whoever shows them escapes them.
 */
export function wordDiff(before: string, after: string, maxEdits: number = MAX_DIFF_EDITS): DiffPart[] {
  const a = tokensOf(before);
  const b = tokensOf(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const oldMiddle = a.slice(start, endA);
  const newMiddle = b.slice(start, endB);
  const steps = shortestEdit(oldMiddle, newMiddle, maxEdits) ?? [
    ...oldMiddle.map((token): Step => ['delete', token]),
    ...newMiddle.map((token): Step => ['insert', token]),
  ];
  const parts: DiffPart[] = [];
  append(parts, 'equal', a.slice(0, start).join(''));
  for (const [op, token] of steps) append(parts, op, token);
  append(parts, 'equal', a.slice(endA).join(''));
  return parts;
}
