import { sanitizeContent, type SanitizedContent } from '../content/sanitizeContent.ts';
import { ApiError } from '../http/ApiError.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

/**
 * The clean body; a 400 when nothing is left to read (no text and no image) once unsafe markup is gone.
 * `followLinks`: the author's links lose `nofollow` (authorLinksFollowed).
 */
export function sanitizeArticleContent(html: string, followLinks = false): SanitizedContent {
  const clean = sanitizeContent(html, { followLinks });
  if (clean.text.trim() === '' && !/<img\s/i.test(clean.html)) {
    throw new ApiError(400, m.articles_content_required(), ErrorCode.validation, 'content');
  }
  return clean;
}
