/** What comments hang under. Apart from the schemas so the comment box's browser code needs no zod. */
export const COMMENT_KINDS = ['moment', 'article'] as const;
export type CommentKind = (typeof COMMENT_KINDS)[number];
