/** Longest editor HTML a content write accepts (UTF-16 code units); longer input is a 413. */
export const CONTENT_MAX_HTML_LENGTH = 200_000;
/** Elements nested deeper than this are unwrapped (their text stays); the editor never gets close. */
export const CONTENT_MAX_NESTING = 64;
/** Characters of plain text in an excerpt before the "…". */
export const CONTENT_EXCERPT_LENGTH = 200;
