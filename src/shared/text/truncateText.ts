import { textLength, type TextUnit } from './textLength.ts';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** At most `max` of `unit`. */
export interface TextLimit {
  unit: TextUnit;
  max: number;
}

// The widest a UTF-16 code unit gets in each unit: the cheap test for text that surely fits.
const MOST_PER_CODE_UNIT: Record<TextUnit, number> = { characters: 1, graphemes: 1, bytes: 3 };

/**
 * The text itself when it is within every limit; otherwise the longest prefix of whole grapheme
 * clusters that, with `ellipsis` appended, is within every limit, followed by the ellipsis. A cut never
 * splits an emoji sequence, a flag, a surrogate pair or a letter from its combining marks; when not
 * even the first cluster fits, the answer is ''.
 */
export function truncateText(text: string, limits: TextLimit | readonly TextLimit[], ellipsis = ''): string {
  const list: readonly TextLimit[] = 'unit' in limits ? [limits] : limits;
  if (list.every((limit) => text.length * MOST_PER_CODE_UNIT[limit.unit] <= limit.max)) return text;
  const used = list.map(() => 0);
  const reserved = list.map((limit) => textLength(ellipsis, limit.unit));
  let kept = 0;
  for (const { segment, index } of graphemes.segment(text)) {
    let over = false;
    let roomForEllipsis = true;
    list.forEach((limit, at) => {
      used[at]! += limit.unit === 'graphemes' ? 1 : textLength(segment, limit.unit);
      if (used[at]! > limit.max) over = true;
      if (used[at]! + reserved[at]! > limit.max) roomForEllipsis = false;
    });
    if (over) return kept === 0 ? '' : `${text.slice(0, kept)}${ellipsis}`;
    if (roomForEllipsis) kept = index + segment.length;
  }
  return text;
}
