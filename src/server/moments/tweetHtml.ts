import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from '@/shared/comments/safeHtml.ts';
import { linksInText } from '@/shared/comments/formatCommentText.ts';

/**
 * One line of a tweet, escaped, its web addresses as links (the rules comments link by). The link
 * text is the whole address, so editing the tweet gives back what was typed.
 */
function tweetLine(line: string): string {
  let out = '';
  let last = 0;
  for (const link of linksInText(line)) {
    out += `${escapeHtml(line.slice(last, link.start))}<a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>`;
    last = link.start + link.text.length;
  }
  return out + escapeHtml(line.slice(last));
}

/**
 * A tweet's plain text as HTML: escaped, web addresses linked, blank lines separating paragraphs,
 * single line breaks as <br>. The result still goes through sanitizeContent, like every stored body
 * (which gives links their rel and the site's external-link rules).
 */
export function tweetTextToHtml(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => paragraph.replace(/^\s+|\s+$/g, ''))
    .filter((paragraph) => paragraph !== '');
  return paragraphs
    .map((paragraph) => `<p>${paragraph.split('\n').map(tweetLine).join('<br>')}</p>`)
    .join('');
}

const UNESCAPED: Record<string, string> = { lt: '<', gt: '>', amp: '&' };

/** The text back from a stored tweet body, for editing: the inverse of tweetTextToHtml. */
export function tweetHtmlToText(html: string): string {
  const withBreaks = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>\s*<p>/gi, '\n\n');
  // With no tags allowed sanitize-html keeps the text, decoding entities but &, < and >.
  const escaped = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return escaped.replace(/&(lt|gt|amp);/g, (_, name: string) => UNESCAPED[name] ?? '').trim();
}
