import { articles, moments } from '../db/schema/index.ts';
import { columnLimit } from '../db/columnLimit.ts';
import { textLength } from '../../shared/text/textLength.ts';
import { truncateText, type TextLimit } from '../../shared/text/truncateText.ts';
import { CONTENT_EXCERPT_LENGTH } from './contentLimits.ts';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
// Letters and digits of scripts that separate words with spaces (Han and kana do not).
const WORD_CHARACTER = /^(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[\p{L}\p{N}\p{M}]/u;
const TRAILING_PUNCTUATION = /^[\s,.;:!?，。；：！？、·\-–—]+$/u;
const ELLIPSIS = '…';
/** Both excerpt columns: a cluster of hundreds of code points counts once on screen but not there. */
const STORED: readonly TextLimit[] = [columnLimit(moments.excerpt), columnLimit(articles.excerpt)];
/** The columns less the room the "…" takes. */
const STORED_BEFORE_ELLIPSIS: readonly TextLimit[] = STORED.map(({ unit, max }) => ({
  unit,
  max: max - textLength(ELLIPSIS, unit),
}));

/** The kept text without the spaces and punctuation it ends with, dropped cluster by cluster. */
function withoutTrailingPunctuation(kept: string): string {
  let end = kept.length;
  while (end > 0) {
    const last = graphemes.segment(kept).containing(end - 1);
    if (!last || !TRAILING_PUNCTUATION.test(last.segment)) break;
    end = last.index;
  }
  return kept.slice(0, end);
}

/**
 * The first `max` user-perceived characters of the text (emoji and combining marks stay whole),
 * never longer than the excerpt columns hold, cut back to a word boundary in space-separated
 * scripts, with "…" when shortened; '' when not even the first character fits the columns.
 */
export function excerpt(text: string, max = CONTENT_EXCERPT_LENGTH): string {
  const shown: TextLimit = { unit: 'graphemes', max };
  if (truncateText(text, [shown, ...STORED]) === text) return text;
  let kept = truncateText(text, [shown, ...STORED_BEFORE_ELLIPSIS]);
  if (kept === '') return '';
  const last = graphemes.segment(kept).containing(kept.length - 1)?.segment ?? '';
  if (WORD_CHARACTER.test(last) && WORD_CHARACTER.test(text.slice(kept.length))) {
    const space = kept.lastIndexOf(' ');
    if (space > kept.length / 2) kept = kept.slice(0, space);
  }
  kept = withoutTrailingPunctuation(kept);
  return kept === '' ? '' : `${kept}${ELLIPSIS}`;
}
