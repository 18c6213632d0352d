import sanitizeHtml from 'sanitize-html';

export interface ParsedTag {
  name: string;
  attribs: Record<string, string>;
}

/** Every element of an HTML string as a browser-like parser sees it; used by tests to inspect output. */
export function parsedTags(html: string): ParsedTag[] {
  const tags: ParsedTag[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    onOpenTag: (name, attribs) => tags.push({ name, attribs: { ...attribs } }),
  });
  return tags;
}
