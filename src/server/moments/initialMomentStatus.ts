import { ContentStatus, type ContentStatusValue } from '@/shared/content/contentStatus.ts';

/** The status a new moment starts in: pending when it holds a forbidden word, otherwise published. */
export function initialMomentStatus(heldForReview = false): ContentStatusValue {
  return heldForReview ? ContentStatus.pending : ContentStatus.published;
}
