import sanitizeHtml from 'sanitize-html';

// Ends of blocks and breaks become spaces so that words from two paragraphs never run together.
// Only applied to our own clean HTML, where `<` and `>` inside text and attributes are escaped.
const BLOCK_BOUNDARY = /<\/(?:p|h[1-6]|li|blockquote|pre|div|ul|ol|label)>|<(?:br|hr|img|input)\b[^>]*>/g;
const ESCAPED = /&(lt|gt|amp);/g;
const UNESCAPED: Record<string, string> = { lt: '<', gt: '>', amp: '&' };

/** The text of clean editor HTML, for search: tags removed, entities decoded, whitespace collapsed. */
export function plainText(cleanHtml: string): string {
  const spaced = cleanHtml.replace(BLOCK_BOUNDARY, ' ');
  // With no tags allowed sanitize-html returns the text, escaping only &, < and >.
  const escaped = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return escaped
    .replace(ESCAPED, (_, name: string) => UNESCAPED[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
