/** Dispatched (bubbling) by a comment section when its target's comment count changes. */
export const COMMENT_COUNT_EVENT = 'plaza:comment-count';

export interface CommentCountDetail {
  count: number;
}
