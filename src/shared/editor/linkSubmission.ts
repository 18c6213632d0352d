import { isAllowedLinkHref } from './linkSchemes.ts';

export interface LinkSubmissionInput {
  text: string;
  href: string;
  /** The text the dialog was prefilled with (the selection or the existing link's text). */
  originalText: string;
  /** True when the dialog covers a range (a selection or an existing link). */
  hasRange: boolean;
  extraSchemes?: readonly string[] | undefined;
}

export type LinkSubmission =
  /** Nothing happens: the address is empty. */
  | { kind: 'ignore' }
  /** The scheme is not allowed: the link is not created. */
  | { kind: 'refuse' }
  /** Mark the range as it is. */
  | { kind: 'mark'; href: string }
  /** Replace the range (or insert at the cursor) with `text` linked to `href`. */
  | { kind: 'replace'; href: string; text: string };

/** Decides what confirming the link dialog does (the allowed schemes: linkSchemes.ts). */
export function resolveLinkSubmission(input: LinkSubmissionInput): LinkSubmission {
  const href = input.href.trim();
  if (href === '') return { kind: 'ignore' };
  if (!isAllowedLinkHref(href, input.extraSchemes)) return { kind: 'refuse' };
  const text = input.text;
  if (input.hasRange && (text === input.originalText || text.trim() === '')) return { kind: 'mark', href };
  return { kind: 'replace', href, text: text.trim() === '' ? href : text };
}
