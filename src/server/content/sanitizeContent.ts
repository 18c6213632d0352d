import sanitizeHtml from 'sanitize-html';
import { ApiError } from '@/server/http/ApiError.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';
import { CONTENT_MAX_HTML_LENGTH } from './contentLimits.ts';
import { editorHtmlPolicy } from './editorHtmlPolicy.ts';
import { plainText } from './plainText.ts';
import { excerpt } from './excerpt.ts';
import { withoutControlCharacters } from '@/shared/editor/controlCharacters.ts';

export interface SanitizedContent {
  /** HTML with only what the editor can produce; safe to render as is. */
  html: string;
  /** Plain text for search, whitespace collapsed. */
  text: string;
  /** About the first 200 characters of the text, "…" when cut. */
  excerpt: string;
}

export interface SanitizeOptions {
  /** Link schemes allowed besides ALLOWED_LINK_SCHEMES (the "registered extras"; decision 010). */
  extraLinkSchemes?: readonly string[];
  /** The author's links are followed: their rel lacks `nofollow` (decision 057). */
  followLinks?: boolean;
}

// Removing an element can leave markup the parser rebuilds differently (a p that ends up inside a
// p); passing the output through again settles it, usually at once.
const MAX_EXTRA_PASSES = 3;

function cleanHtml(html: string, options: SanitizeOptions): string {
  const policy = () => editorHtmlPolicy(options.extraLinkSchemes, options.followLinks);
  let clean = sanitizeHtml(html, policy()).trim();
  for (let pass = 0; pass < MAX_EXTRA_PASSES; pass++) {
    const again = sanitizeHtml(clean, policy()).trim();
    if (again === clean) break;
    clean = again;
  }
  return clean;
}

/**
 * The one place that decides which HTML a post may contain: every content write (moments,
 * articles, comments) passes the editor's HTML through here and stores the result.
 * Throws a 413 ApiError when the input is longer than CONTENT_MAX_HTML_LENGTH.
 */
export function sanitizeContent(html: string, options: SanitizeOptions = {}): SanitizedContent {
  if (html.length > CONTENT_MAX_HTML_LENGTH) {
    throw new ApiError(
      413,
      m.content_too_long({ max: String(CONTENT_MAX_HTML_LENGTH) }),
      ErrorCode.validation,
      'content',
    );
  }
  const clean = cleanHtml(withoutControlCharacters(html), options);
  const text = plainText(clean);
  return { html: clean, text, excerpt: excerpt(text) };
}
