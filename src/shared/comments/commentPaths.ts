/** The query parameter of the comment section's pages. */
export const COMMENT_CURSOR_PARAM = 'commentCursor';

/** A comment's own address: it redirects to the page and place that show it (`src/pages/comment/[id]`). */
export const commentPermalink = (id: number) => `/comment/${id}`;
