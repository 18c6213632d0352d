import type { EntityKind, LikedEntityKind } from '@/shared/content/entityType.ts';
import type { EntityTarget, LikedTarget } from './entityTarget.ts';
import { momentTarget } from '../moments/momentTarget.ts';
import { articleTarget } from '../articles/articleTarget.ts';
import { commentTarget } from '../comments/commentTarget.ts';
import { messageTarget } from '../conversations/messageTarget.ts';

const TARGETS: Record<EntityKind, EntityTarget> = {
  moment: momentTarget,
  article: articleTarget,
  comment: commentTarget,
};

export function entityTarget(kind: EntityKind): EntityTarget {
  return TARGETS[kind];
}

/** What a like locks and counts on: a content target, or a conversation message (decision 080). */
export function likedTarget(kind: LikedEntityKind): LikedTarget {
  return kind === 'message' ? messageTarget : TARGETS[kind];
}
