/**
 * What one server-rendered comment's actions need in the browser, besides the page's CommentPlace:
 * the server writes it into the actions element's `data-comment-actions` attribute, and the comment
 * list's island hydrates the actions from it (decision 048).
 */
export interface CommentActionsData {
  id: number;
  /** The top-level comment whose thread this is (its own id for a top-level comment). */
  threadId: number;
  authorId: number;
  authorName: string;
  /** The comment's plain text, the edit box's starting value. */
  content: string;
  /** It has an edit history: staff get a link to it when only they may read it. */
  edited: boolean;
  likes: number;
  /** A top-level comment the server shows with replies (or more to load): deleting keeps a placeholder. */
  hasReplies: boolean;
  /**
   * Set on a thread's own comment when the server left the thread's tail to its actions (no more
   * replies to load): they render the tail into the thread's `[data-thread-tail]` element.
   */
  threadTail?: { reloadAfterComment: boolean };
}

export const COMMENT_ACTIONS_ATTRIBUTE = 'data-comment-actions';

export function writeCommentActionsData(data: CommentActionsData): string {
  return JSON.stringify(data);
}

/**
 * The data back from the attribute; null when it is missing or unreadable. The server of the same
 * build wrote it (the tests hold the two sides together), so only its identity is checked here: this
 * runs in every member's browser, and each byte of it counts against the page's JavaScript budget.
 */
export function readCommentActionsData(text: string | null): CommentActionsData | null {
  try {
    const data = JSON.parse(text ?? '') as CommentActionsData | null;
    return Number.isSafeInteger(data?.id) && data!.id > 0 ? data : null;
  } catch {
    return null;
  }
}
