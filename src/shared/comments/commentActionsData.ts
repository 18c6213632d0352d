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

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The data back from the attribute; null when it is missing or not what the server writes. */
export function readCommentActionsData(text: string | null): CommentActionsData | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const data = value as Record<string, unknown>;
  const tail = data.threadTail as Record<string, unknown> | undefined;
  const valid =
    isCount(data.id) &&
    data.id > 0 &&
    isCount(data.threadId) &&
    isCount(data.authorId) &&
    typeof data.authorName === 'string' &&
    typeof data.content === 'string' &&
    typeof data.edited === 'boolean' &&
    isCount(data.likes) &&
    typeof data.hasReplies === 'boolean' &&
    (tail === undefined ||
      (typeof tail === 'object' && tail !== null && typeof tail.reloadAfterComment === 'boolean'));
  return valid ? (data as unknown as CommentActionsData) : null;
}
