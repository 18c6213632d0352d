import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import type { CommentKind } from '@/shared/comments/commentKinds.ts';
import type { CommentDeleted, CommentPosted, CommentView } from '@/shared/comments/commentView.ts';
import type { LikeToggleResult } from '@/shared/reactions/reactionSchemas.ts';
import { m } from '@/i18n/messages.ts';

/** What a comment answers: the target, the thread (0 for a new one) and the comment quoted. */
export interface CommentTarget {
  entityType: CommentKind;
  entityId: number;
  parentId: number;
  replyToId: number;
}

/** Sends a visitor to sign in the way an errorCode 1 answer would, without a request. */
export function askToSignIn(): void {
  reportApiError(new ApiRequestError(m.error_please_sign_in(), 401, ErrorCode.notSignedIn));
}

export function postComment(
  target: CommentTarget,
  content: string,
  images: string[],
): Promise<CommentPosted> {
  return apiRequest<CommentPosted>('/api/comment/create', { body: { ...target, content, images } });
}

export function updateComment(id: number, content: string): Promise<CommentView> {
  return apiRequest<CommentView>('/api/comment/update', { body: { id, content } });
}

export function deleteComment(id: number): Promise<CommentDeleted> {
  return apiRequest<CommentDeleted>('/api/comment/delete', { body: { id } });
}

export function toggleCommentLike(id: number): Promise<LikeToggleResult> {
  return apiRequest<LikeToggleResult>('/api/like/toggle', { body: { entityType: 'comment', entityId: id } });
}

export function fetchReplies(commentId: number, cursor: string): Promise<CursorPage<CommentView>> {
  const params = new URLSearchParams({ commentId: String(commentId), cursor });
  return apiRequest<CursorPage<CommentView>>(`/api/comment/replies?${params}`);
}

/** The published comments among `ids` on one moment or article, oldest first. */
export function fetchCommentViews(
  entityType: CommentKind,
  entityId: number,
  ids: number[],
): Promise<CommentView[]> {
  const params = new URLSearchParams({ entityType, entityId: String(entityId), ids: ids.join(',') });
  return apiRequest<CommentView[]>(`/api/comment/views?${params}`);
}
