import { m } from '@/paraglide/messages.js';
import { COMMENT_MAX_LENGTH } from './commentLimits.ts';

/** What is wrong with a normalized comment text, as the comment box says it; '' when nothing is. */
export function commentTextProblem(normalized: string): string {
  if (normalized === '') return m.comments_content_required();
  if (normalized.length > COMMENT_MAX_LENGTH) {
    return m.comments_content_too_long({ max: String(COMMENT_MAX_LENGTH) });
  }
  return '';
}
