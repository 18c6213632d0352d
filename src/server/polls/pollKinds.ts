import { EntityType } from '@/shared/content/entityType.ts';

/** What can carry a poll: moments and articles. */
export type PollKind = 'moment' | 'article';

export function pollKindOf(entityType: number): PollKind {
  return entityType === EntityType.article ? 'article' : 'moment';
}

/** Staff who may close any poll on the kind: those who may delete any of its items. */
export const CLOSE_ANY_PERMISSION = { moment: 'moment.delete.any', article: 'article.delete.any' } as const;
