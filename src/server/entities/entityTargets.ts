import type { EntityKind } from '@/shared/content/entityType.ts';
import type { EntityTarget } from './entityTarget.ts';
import { momentTarget } from '../moments/momentTarget.ts';
import { articleTarget } from '../articles/articleTarget.ts';
import { commentTarget } from '../comments/commentTarget.ts';

const TARGETS: Record<EntityKind, EntityTarget> = {
  moment: momentTarget,
  article: articleTarget,
  comment: commentTarget,
};

export function entityTarget(kind: EntityKind): EntityTarget {
  return TARGETS[kind];
}
