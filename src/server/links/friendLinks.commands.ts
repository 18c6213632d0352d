import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { friendLinks } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { friendLinkInputSchema } from './friendLinkSchema.ts';
import { findFriendLink, type FriendLinkRecord } from './friendLinks.queries.ts';
import { clearFriendLinksCache } from './friendLinksCache.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

// Who may call these is the caller's check (the admin API of issue 7).

function notFound(): ApiError {
  return new ApiError(404, m.discovery_link_not_found(), ErrorCode.notFound);
}

/** Validates (a ZodError with a localized message when invalid) and stores a new link. */
export async function createFriendLink(
  input: unknown,
  db: Database | Transaction = getDb(),
): Promise<FriendLinkRecord> {
  const data = friendLinkInputSchema.parse(input);
  const [result] = await db.insert(friendLinks).values(data).$returningId();
  clearFriendLinksCache();
  const created = result ? await findFriendLink(result.id, db) : undefined;
  if (!created) throw notFound();
  return created;
}

/** Replaces every field of a link; a 404 ApiError when it does not exist. */
export async function updateFriendLink(
  id: number,
  input: unknown,
  db: Database | Transaction = getDb(),
): Promise<FriendLinkRecord> {
  const data = friendLinkInputSchema.parse(input);
  if (!(await findFriendLink(id, db))) throw notFound();
  await db.update(friendLinks).set(data).where(eq(friendLinks.id, id));
  clearFriendLinksCache();
  const updated = await findFriendLink(id, db);
  if (!updated) throw notFound();
  return updated;
}

/** Removes a link for good; a 404 ApiError when it does not exist. */
export async function deleteFriendLink(id: number, db: Database | Transaction = getDb()): Promise<void> {
  const [result] = await db.delete(friendLinks).where(eq(friendLinks.id, id));
  clearFriendLinksCache();
  if (result.affectedRows === 0) throw notFound();
}
