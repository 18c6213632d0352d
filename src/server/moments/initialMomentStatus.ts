import { ContentStatus, type ContentStatusValue } from '@/shared/content/contentStatus.ts';

/**
 * The status a new moment starts in. Everything is published for now; the forbidden-word review
 * (a later issue) decides here which moments wait as pending.
 */
export function initialMomentStatus(): ContentStatusValue {
  return ContentStatus.published;
}
