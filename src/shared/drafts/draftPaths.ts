import { ARTICLE_CREATE_PATH, articleEditPath, articlePath } from '@/shared/articles/articlePaths.ts';
import type { CommentKind } from '@/shared/comments/commentKinds.ts';
import { MomentType } from '@/shared/content/contentStatus.ts';
import { momentPath } from '@/shared/moments/momentCard.ts';
import type { DraftTarget } from './draftKeys.ts';

/** The fragment that makes a moment or article page open the reply box of that comment. */
const replyDraftHash = (commentId: number) => `#reply-${commentId}`;

const commentedPath = (kind: CommentKind, id: number) =>
  kind === 'article' ? articlePath(id) : momentPath(id);

/**
 * Where a draft is continued. A reply's page is that of the comment it answers (`repliedOn`);
 * '' when that comment is gone.
 */
export function draftContinuePath(
  target: DraftTarget,
  repliedOn?: { kind: CommentKind; id: number } | undefined,
): string {
  switch (target.kind) {
    case 'moment-new':
      return target.momentType === MomentType.tweet ? '/moment/create?type=1' : '/moment/create';
    case 'article-new':
      return ARTICLE_CREATE_PATH;
    case 'moment-edit':
      return `/moment/edit/${target.id}`;
    case 'article-edit':
      return articleEditPath(target.id);
    case 'comment':
      return `${commentedPath(target.entityType, target.entityId)}#comments`;
    case 'reply':
      return repliedOn
        ? `${commentedPath(repliedOn.kind, repliedOn.id)}${replyDraftHash(target.commentId)}`
        : '';
  }
}
