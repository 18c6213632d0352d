import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';
import type { CommentKind } from './commentKinds.ts';
import type { PreviewCard } from '@/shared/linkpreviews/previewCard.ts';
import type { ReactionCounts } from '@/shared/reactions/reactionSchemas.ts';

export type CommentAuthor = PublicAuthor;

/** The reply a sub-reply quotes. */
export interface CommentQuote {
  id: number;
  author: CommentAuthor | null;
  /** The quoted text, shortened; '' when that reply was deleted. */
  excerpt: string;
  deleted: boolean;
}

/** A comment as the API answers it and the comment section renders it. */
export interface CommentView {
  id: number;
  entityType: CommentKind;
  entityId: number;
  /** 0 for a top-level comment. */
  parentId: number;
  /** Null when the author no longer exists. */
  author: CommentAuthor | null;
  /** Plain text; format it with formatCommentText. '' for a deleted comment. */
  content: string;
  /** The members its text names as `@username`, by lower-cased username: shown as profile links. */
  mentions?: Record<string, number>;
  /** Link preview cards of its lone links, by URL (decision 079); absent when it has none. */
  previews?: Record<string, PreviewCard>;
  /** Its likes per emoji (decision 080): only while the owner enabled emoji, and only when it has some. */
  reactions?: ReactionCounts;
  images: string[];
  ipLocation: string;
  likeCount: number;
  replyCount: number;
  /** The viewer liked it. */
  liked: boolean;
  /** A deleted top-level comment still shown because replies hang under it. */
  deleted: boolean;
  /** Held for review (decision 059): only its author is shown it, marked, until staff approve it. */
  pending?: boolean;
  quote: CommentQuote | null;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** When an edit last kept a revision (ISO 8601, UTC); null when never edited past the grace period. */
  editedAt: string | null;
}

/** POST /api/comment/create's answer: the new comment and its target's comment count after it. */
export interface CommentPosted extends CommentView {
  targetCommentCount: number;
}

/** POST /api/comment/delete's answer: the target's comment count after the delete. */
export interface CommentDeleted {
  targetCommentCount: number;
}

/** A top-level comment with its first replies. */
export interface CommentThread extends CommentView {
  replies: CommentView[];
  /** Cursor for GET /api/comment/replies after the shown replies; '' when there are no more. */
  repliesCursor: string;
  hasMoreReplies: boolean;
}
