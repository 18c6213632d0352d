import { ContentStatus, type ContentStatusValue } from '@/shared/content/contentStatus.ts';

/** The review state a new article starts in: pending when it holds a forbidden word, otherwise published. */
export function initialArticleStatus(heldForReview = false): ContentStatusValue {
  return heldForReview ? ContentStatus.pending : ContentStatus.published;
}
