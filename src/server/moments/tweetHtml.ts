import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from '@/shared/comments/safeHtml.ts';

/**
 * A tweet's plain text as HTML: escaped, blank lines separating paragraphs, single line breaks
 * as <br>. The result still goes through sanitizeContent, like every stored body.
 */
export function tweetTextToHtml(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => paragraph.replace(/^\s+|\s+$/g, ''))
    .filter((paragraph) => paragraph !== '');
  return paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('');
}

const UNESCAPED: Record<string, string> = { lt: '<', gt: '>', amp: '&' };

/** The text back from a stored tweet body, for editing: the inverse of tweetTextToHtml. */
export function tweetHtmlToText(html: string): string {
  const withBreaks = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>\s*<p>/gi, '\n\n');
  // With no tags allowed sanitize-html keeps the text, decoding entities but &, < and >.
  const escaped = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return escaped.replace(/&(lt|gt|amp);/g, (_, name: string) => UNESCAPED[name] ?? '').trim();
}
