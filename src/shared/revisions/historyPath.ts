import type { EntityKind } from '@/shared/content/entityType.ts';

/** The edit history page of a moment, article or comment. */
export function historyPath(kind: EntityKind, id: number): string {
  return `/${kind}/${id}/history`;
}
