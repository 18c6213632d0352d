import { getDb, type Database } from '../db/client.ts';
import { ApiError } from '../http/ApiError.ts';
import { entityTarget } from './entityTargets.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { EntityKind } from '@/shared/content/entityType.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import { isStaff } from '@/shared/users/roles.ts';
import { m } from '@/paraglide/messages.js';

/**
 * What may be read about a target (its comments, say) follows the target's own visibility:
 * published for everyone, pending for its author and moderators, deleted for moderators.
 */
export async function assertTargetReadable(
  kind: EntityKind,
  id: number,
  viewer: CurrentUser | null,
  db: Database = getDb(),
): Promise<void> {
  const target = await entityTarget(kind).readTarget(db, id);
  const staff = isStaff(viewer?.role);
  const visible =
    target !== undefined &&
    (target.status === ContentStatus.published ||
      staff ||
      (target.status === ContentStatus.pending && viewer?.id === target.authorId));
  if (!visible) throw new ApiError(404, m.error_not_found(), ErrorCode.notFound);
}
