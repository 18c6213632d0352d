import { ContentStatus, type ContentStatusValue } from '@/shared/content/contentStatus.ts';

/**
 * The review state a new article starts in. Everything is published at once for now; review rules
 * (issue 7) change only this function to send some articles to pending.
 */
export function initialArticleStatus(): ContentStatusValue {
  return ContentStatus.published;
}
