import { getDb, type Database } from '../db/client.ts';
import { ApiError } from '../http/ApiError.ts';
import { findUserById } from '../users/users.queries.ts';
import { listFollowUsers, type FollowListKind } from './followLists.queries.ts';
import { ErrorCode, type CursorPage } from '@/shared/api/envelope.ts';
import type { FollowListUser } from '@/shared/follows/followSchemas.ts';
import { m } from '@/paraglide/messages.js';

/** GET /api/user/{id}/fans and /followed: a 404 for an unknown user, else a page of the list. */
export async function userFollowList(
  kind: FollowListKind,
  userId: number | undefined,
  cursor: string | undefined,
  db: Database = getDb(),
): Promise<CursorPage<FollowListUser>> {
  const user = userId === undefined ? undefined : await findUserById(userId, db);
  if (!user) throw new ApiError(404, m.profile_user_not_found(), ErrorCode.notFound);
  return listFollowUsers(kind, user.id, cursor, db);
}
