import { plainText } from '../content/plainText.ts';
import { excerpt } from '../content/excerpt.ts';
import { payloadKindOf, type DraftTarget } from '@/shared/drafts/draftKeys.ts';
import { DRAFT_SUMMARY_LENGTH } from '@/shared/drafts/draftLimits.ts';
import type {
  ArticleDraftPayload,
  CommentDraftPayload,
  DraftPayload,
  MomentDraftPayload,
} from '@/shared/drafts/draftTypes.ts';

// The summary needs only the start of a long body; the column holds 255 characters.
const HTML_READ = 4_000;
const COLUMN_MAX = 250;

const htmlText = (html: string) => plainText(html.slice(0, HTML_READ));

function firstText(payload: DraftPayload, target: DraftTarget): string {
  switch (payloadKindOf(target)) {
    case 'moment': {
      const moment = payload as MomentDraftPayload;
      return moment.title || htmlText(moment.html) || moment.text || htmlText(moment.hiddenContent);
    }
    case 'article': {
      const article = payload as ArticleDraftPayload;
      return article.title || htmlText(article.content);
    }
    case 'comment':
      return (payload as CommentDraftPayload).content;
  }
}

/** One plain-text line that names a draft in the drafts list ('' when it holds no text). */
export function draftSummary(target: DraftTarget, payload: DraftPayload): string {
  const line = firstText(payload, target).replace(/\s+/g, ' ').trim();
  return Array.from(excerpt(line, DRAFT_SUMMARY_LENGTH)).slice(0, COLUMN_MAX).join('');
}
