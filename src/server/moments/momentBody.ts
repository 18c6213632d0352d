import { ApiError } from '../http/ApiError.ts';
import { sanitizeContent, type SanitizedContent } from '../content/sanitizeContent.ts';
import { tweetTextToHtml } from './tweetHtml.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { MomentType } from '@/shared/content/contentStatus.ts';
import type { MomentData } from '@/shared/moments/momentSchemas.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import { m } from '@/paraglide/messages.js';

/** The stored columns of a moment's body, all HTML already sanitized. */
export interface MomentBody {
  title: string;
  content: string;
  contentText: string;
  excerpt: string;
  /** JSON array of upload URLs. */
  images: string;
  /** Undefined when the site has hidden content off: an edit then leaves the stored value alone. */
  hiddenContent: string | undefined;
}

// Sanitizing can leave nothing (a body of only <script>): that is an empty body, not a post.
const isEmpty = (clean: SanitizedContent) => clean.text === '' && !clean.html.includes('<img');

/**
 * Validated input → what is stored: every HTML field through sanitizeContent (413 when too long).
 * `followLinks`: the author's links lose `nofollow` (authorLinksFollowed).
 */
export function momentBody(input: MomentData, config: SiteConfig, followLinks = false): MomentBody {
  const html = input.type === MomentType.tweet ? tweetTextToHtml(input.content) : input.content;
  const clean = sanitizeContent(html, { followLinks });
  if (input.type === MomentType.post && isEmpty(clean)) {
    throw new ApiError(400, m.moments_content_required(), ErrorCode.validation, 'content');
  }
  let hiddenContent: string | undefined;
  if (config.enableHideContent) {
    const hidden = sanitizeContent(input.hiddenContent, { followLinks });
    hiddenContent = isEmpty(hidden) ? '' : hidden.html;
  }
  return {
    title: input.title,
    content: clean.html,
    contentText: clean.text,
    excerpt: clean.excerpt,
    images: JSON.stringify(input.images),
    hiddenContent,
  };
}
