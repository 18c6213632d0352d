/** Plain text, in characters (code points, as zod counts); the textarea's maxlength counts UTF-16 units. */
export const COMMENT_MAX_LENGTH = 2000;
export const COMMENT_MAX_IMAGES = 3;
/** Top-level comments per page, newest first. */
export const COMMENT_PAGE_SIZE = 20;
/** Replies per "load more replies", oldest first. */
export const REPLY_PAGE_SIZE = 10;
/** Replies shown under each top-level comment before "load more replies". */
export const REPLY_PREVIEW_SIZE = 3;
/** The same per-file limit as the editor's uploads (decision 009). */
export const COMMENT_IMAGE_MAX_MB = 5;
