import sanitizeHtml from 'sanitize-html';

// Ends of blocks and breaks end a line, so that words from two paragraphs never run together.
// Only applied to our own clean HTML, where `<` and `>` inside text and attributes are escaped.
const BLOCK_BOUNDARY = /<\/(?:p|h[1-6]|li|blockquote|pre|div|ul|ol|label)>|<(?:br|hr|img|input)\b[^>]*>/g;
// A code block's own line breaks are lines; everywhere else a raw line break reads as a space.
const PREFORMATTED = /<pre\b[^>]*>[\s\S]*?<\/pre>/g;
const ESCAPED = /&(lt|gt|amp);/g;
const UNESCAPED: Record<string, string> = { lt: '<', gt: '>', amp: '&' };

/**
 * The text of clean editor HTML with one line per block (paragraph, heading, list item, line of
 * code): tags removed, entities decoded, white space inside a line collapsed, no empty lines.
 */
export function blockText(cleanHtml: string): string {
  const lines = cleanHtml
    .replace(PREFORMATTED, (block) => block.replace(/\r?\n/g, '<br>'))
    .replace(/\s+/g, ' ')
    .replace(BLOCK_BOUNDARY, '\n');
  // With no tags allowed sanitize-html returns the text, escaping only &, < and >.
  const escaped = sanitizeHtml(lines, { allowedTags: [], allowedAttributes: {} });
  return escaped
    .replace(ESCAPED, (_, name: string) => UNESCAPED[name] ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
