import type { EntityKind } from '@/shared/content/entityType.ts';
import type { EventOf } from '../events/domainEvent.ts';

/** An item taken down: by its author a deletion, by anyone else (staff) a moderation. */
export function contentRemoved(
  kind: EntityKind,
  id: number,
  authorId: number,
  actorId: number,
  now: number = Date.now(),
): EventOf<'content.deleted'> | EventOf<'content.moderated'> {
  if (authorId === actorId) return { type: 'content.deleted', kind, id, actorId, at: now };
  return { type: 'content.moderated', kind, id, actorId, action: 'delete', at: now };
}
