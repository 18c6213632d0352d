import { COMMENT_KINDS, type CommentKind } from '@/shared/comments/commentKinds.ts';
import { MomentType, type MomentTypeValue } from '@/shared/content/contentStatus.ts';

/** The composer a draft belongs to, as its key names it. */
export type DraftTarget =
  | { kind: 'moment-new'; momentType: MomentTypeValue }
  | { kind: 'article-new' }
  | { kind: 'moment-edit'; id: number }
  | { kind: 'article-edit'; id: number }
  | { kind: 'comment'; entityType: CommentKind; entityId: number }
  | { kind: 'reply'; commentId: number };

/** Which fields a draft holds: the moment composer's, the article composer's or a comment box's. */
export type DraftPayloadKind = 'moment' | 'article' | 'comment';

const ID = '([1-9]\\d{0,15})';
const PATTERNS: Array<[RegExp, (match: RegExpExecArray) => DraftTarget]> = [
  [/^moment:new:post$/, () => ({ kind: 'moment-new', momentType: MomentType.post })],
  [/^moment:new:tweet$/, () => ({ kind: 'moment-new', momentType: MomentType.tweet })],
  [/^article:new$/, () => ({ kind: 'article-new' })],
  [new RegExp(`^moment:edit:${ID}$`), (match) => ({ kind: 'moment-edit', id: Number(match[1]) })],
  [new RegExp(`^article:edit:${ID}$`), (match) => ({ kind: 'article-edit', id: Number(match[1]) })],
  [
    new RegExp(`^comment:(${COMMENT_KINDS.join('|')}):${ID}$`),
    (match) => ({ kind: 'comment', entityType: match[1] as CommentKind, entityId: Number(match[2]) }),
  ],
  [new RegExp(`^reply:${ID}$`), (match) => ({ kind: 'reply', commentId: Number(match[1]) })],
];

/** The target a key names, or null for anything that is not a draft key. */
export function parseDraftKey(key: string): DraftTarget | null {
  for (const [pattern, target] of PATTERNS) {
    const match = pattern.exec(key);
    if (match) {
      const parsed = target(match);
      const ids = Object.values(parsed).filter((value): value is number => typeof value === 'number');
      return ids.every(Number.isSafeInteger) ? parsed : null;
    }
  }
  return null;
}

export function draftKeyOf(target: DraftTarget): string {
  switch (target.kind) {
    case 'moment-new':
      return target.momentType === MomentType.tweet ? 'moment:new:tweet' : 'moment:new:post';
    case 'article-new':
      return 'article:new';
    case 'moment-edit':
      return `moment:edit:${target.id}`;
    case 'article-edit':
      return `article:edit:${target.id}`;
    case 'comment':
      return `comment:${target.entityType}:${target.entityId}`;
    case 'reply':
      return `reply:${target.commentId}`;
  }
}

export function payloadKindOf(target: DraftTarget): DraftPayloadKind {
  if (target.kind === 'moment-new' || target.kind === 'moment-edit') return 'moment';
  if (target.kind === 'article-new' || target.kind === 'article-edit') return 'article';
  return 'comment';
}

/** The moment composer's key: per kind for a new moment, per moment when editing. */
export function momentDraftKey(momentId: number | undefined, type: MomentTypeValue): string {
  return draftKeyOf(
    momentId === undefined ? { kind: 'moment-new', momentType: type } : { kind: 'moment-edit', id: momentId },
  );
}

export function articleDraftKey(articleId: number | undefined): string {
  return draftKeyOf(
    articleId === undefined ? { kind: 'article-new' } : { kind: 'article-edit', id: articleId },
  );
}

/** The comment box's key, or the reply box's: keyed by the comment the reply answers. */
export function commentDraftKey(input: {
  entityType: CommentKind;
  entityId: number;
  parentId: number;
  replyToId: number;
}): string {
  const answered = input.replyToId || input.parentId;
  return draftKeyOf(
    answered > 0
      ? { kind: 'reply', commentId: answered }
      : { kind: 'comment', entityType: input.entityType, entityId: input.entityId },
  );
}
