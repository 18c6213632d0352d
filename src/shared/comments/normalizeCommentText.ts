// NUL and other control characters (but not tab and newline) never belong in a comment.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** Trimmed plain text with "\n" line breaks; the comment box uses it without loading zod. */
export function normalizeCommentText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim();
}
