import { escapeHtml } from './safeHtml.ts';
import { externalHref, type SiteOrigins } from '@/shared/content/externalLinks.ts';
import { truncateText } from '@/shared/text/truncateText.ts';
import { mentionAnchor, TYPED_MENTION } from '@/shared/mentions/mentionMarkup.ts';
import { previewableUrl, previewCardHtml, type PreviewCard } from '@/shared/linkpreviews/previewCard.ts';

/** Lower-cased username → member id, for the `@username`s that name a member. */
export type CommentMentions = Readonly<Record<string, number>>;

// A run that starts like a web address and ends at whitespace or characters that cannot be in one.
const URL_CANDIDATE = /https?:\/\/[^\s<>"'`\u3000-\u303f\uff01-\uff0f\uff1a-\uff20]+/gi;
// Punctuation that usually ends the sentence rather than the address.
const TRAILING_PUNCTUATION = /[.,;:!?'")\]}*_~]+$/;
const MAX_LINK_TEXT = 80;
// More than one empty line in a row says nothing more than one.
const EXTRA_BLANK_LINES = /\n{3,}/g;

export const COMMENT_LINK_REL = 'nofollow noopener noreferrer ugc';

/** Keeps ")" when the address itself opened a parenthesis, as in Wikipedia links. */
function trimTrailing(candidate: string): string {
  let end = candidate.replace(TRAILING_PUNCTUATION, '');
  const rest = candidate.slice(end.length);
  for (const character of rest) {
    const opens = (end.match(/\(/g) ?? []).length;
    const closes = (end.match(/\)/g) ?? []).length;
    if (character === ')' && opens > closes) end += character;
    else break;
  }
  return end;
}

function safeHref(candidate: string): string | undefined {
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (!url.hostname) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

function linkText(text: string): string {
  return truncateText(text, { unit: 'graphemes', max: MAX_LINK_TEXT }, '…');
}

/**
 * Escaped text with each `@username` of a mentioned member as a link to their profile. Conversation
 * messages show their text this way (their box keeps the line breaks).
 */
export function withMentionLinks(text: string, mentions: CommentMentions | undefined): string {
  if (!mentions) return escapeHtml(text);
  let out = '';
  let last = 0;
  for (const match of text.matchAll(TYPED_MENTION)) {
    const id = mentions[match[2]!.toLowerCase()];
    if (id === undefined) continue;
    const at = match.index + match[1]!.length;
    out += `${escapeHtml(text.slice(last, at))}${mentionAnchor(id, match[2]!)}`;
    last = at + match[2]!.length + 1;
  }
  return out + escapeHtml(text.slice(last));
}

/** One web address in a line of plain text: where it starts, as typed, and its checked href. */
export interface TextLink {
  start: number;
  text: string;
  href: string;
}

/**
 * The http(s) addresses of a line of plain text, by the rules comments and tweets share: a run that
 * starts like an address, without the sentence's closing punctuation, and that parses as a URL.
 */
export function linksInText(line: string): TextLink[] {
  const found: TextLink[] = [];
  for (const match of line.matchAll(URL_CANDIDATE)) {
    const text = trimTrailing(match[0]);
    const href = safeHref(text);
    if (href) found.push({ start: match.index, text, href });
  }
  return found;
}

/** The preview URL of a line that is one web address and nothing else (decision 079), or undefined. */
export function loneLinkOfLine(line: string): string | undefined {
  const trimmed = line.trim();
  const found = linksInText(trimmed);
  if (found.length !== 1 || found[0]!.text !== trimmed) return undefined;
  return previewableUrl(found[0]!.href);
}

/** Link preview cards by URL, as the server found them for a comment's lone links. */
export type CommentPreviews = Readonly<Record<string, PreviewCard>>;

function anchorTag(href: string, links: SiteOrigins | undefined): string {
  const target = links ? externalHref(href, links) : href;
  return `<a href="${escapeHtml(target)}" target="_blank" rel="${COMMENT_LINK_REL}">`;
}

function formatLine(
  line: string,
  links: SiteOrigins | undefined,
  mentions: CommentMentions | undefined,
  previews: CommentPreviews | undefined,
): string {
  const lone = previews ? loneLinkOfLine(line) : undefined;
  const card = lone ? previews?.[lone] : undefined;
  if (lone && card) return previewCardHtml(anchorTag(linksInText(line.trim())[0]!.href, links), lone, card);
  let out = '';
  let last = 0;
  for (const link of linksInText(line)) {
    out += withMentionLinks(line.slice(last, link.start), mentions);
    out += `${anchorTag(link.href, links)}${escapeHtml(linkText(link.text))}</a>`;
    last = link.start + link.text.length;
  }
  return out + withMentionLinks(line.slice(last), mentions);
}

/**
 * A plain-text comment as safe HTML: everything escaped, line breaks kept as <br>, and http(s)
 * addresses turned into links that open in a new tab and pass no ranking or referrer. With
 * `links` (the site's origins when externalLinkRedirect is on), links to other sites lead
 * through the /redirect interstitial. With `mentions`, `@username` of those members links to their profile.
 * With `previews`, a line that is one address with a card shows as that card.
 */
export function formatCommentText(
  text: string,
  links?: SiteOrigins,
  mentions?: CommentMentions,
  previews?: CommentPreviews,
): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(EXTRA_BLANK_LINES, '\n\n')
    .split('\n')
    .map((line) => formatLine(line, links, mentions, previews))
    .join('<br>');
}
