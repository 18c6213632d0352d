import { userProfilePath } from '@/shared/navigation/paths.ts';

// How a mention is stored in moments and articles (decision 037): a link to the member's profile
// carrying their id, `<a href="/user/7" data-mention="7">@name</a>`. The sanitizer rewrites any
// data-mention link to exactly this shape, so a mention can never point anywhere else.

export const MENTION_ATTRIBUTE = 'data-mention';

/** The member id of a data-mention value, or undefined when it is not one. */
export function mentionIdOf(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9][0-9]{0,15}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}

export function mentionAnchorAttributes(userId: number): { href: string; [MENTION_ATTRIBUTE]: string } {
  return { href: userProfilePath(userId), [MENTION_ATTRIBUTE]: String(userId) };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The stored markup of one mention; the label is the member's username, else their nickname. */
export function mentionAnchor(userId: number, label: string): string {
  return `<a href="${userProfilePath(userId)}" ${MENTION_ATTRIBUTE}="${userId}">@${escapeHtml(label)}</a>`;
}

/**
 * `@username` typed in text: a username (a letter, then 4 to 11 letters, digits, `_` or `-`) after
 * the start or a character that cannot be part of a word, an address or a path (so `a@b.c` is not one).
 */
export const TYPED_MENTION = /(^|[^A-Za-z0-9_@./-])@([A-Za-z][A-Za-z0-9_-]{4,11})(?![A-Za-z0-9_-])/g;

/** The usernames typed as `@username` in plain text, lower-cased, each once, in order. */
export function typedMentionNames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(TYPED_MENTION)) names.add(match[2]!.toLowerCase());
  return [...names];
}
