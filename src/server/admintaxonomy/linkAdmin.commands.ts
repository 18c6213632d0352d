import { eq } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client.ts';
import { friendLinks } from '@/server/db/schema/index.ts';
import { ApiError } from '@/server/http/ApiError.ts';
import { createFriendLink, deleteFriendLink, updateFriendLink } from '@/server/links/friendLinks.commands.ts';
import { findFriendLink, type FriendLinkRecord } from '@/server/links/friendLinks.queries.ts';
import { clearFriendLinksCache } from '@/server/links/friendLinksCache.ts';
import { recordAction } from '@/server/moderation/recordAction.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { AdminActor, MoveDirection } from './adminActor.ts';
import { moveSortedRow } from './moveSortedRow.ts';
import { m } from '@/paraglide/messages.js';

// The link commands validate and store; these add the audit row in the same transaction and clear
// the side bar's cache again once it has committed (the commands clear it before the commit).

function notFound(): ApiError {
  return new ApiError(404, m.discovery_link_not_found(), ErrorCode.notFound);
}

export async function adminCreateLink(
  input: unknown,
  actor: AdminActor,
  db: Database = getDb(),
): Promise<FriendLinkRecord> {
  const link = await db.transaction(async (tx) => {
    const created = await createFriendLink(input, tx);
    await recordAction(tx, {
      actorId: actor.actorId,
      action: 'link.create',
      targetType: 'link',
      targetId: created.id,
      detail: { title: created.title, url: created.url },
      ip: actor.ip,
    });
    return created;
  });
  clearFriendLinksCache();
  return link;
}

export async function adminUpdateLink(
  id: number,
  input: unknown,
  actor: AdminActor,
  db: Database = getDb(),
): Promise<FriendLinkRecord> {
  const link = await db.transaction(async (tx) => {
    const before = await findFriendLink(id, tx);
    const updated = await updateFriendLink(id, input, tx);
    await recordAction(tx, {
      actorId: actor.actorId,
      action: 'link.update',
      targetType: 'link',
      targetId: id,
      detail: { before: before?.url, after: updated.url, title: updated.title },
      ip: actor.ip,
    });
    return updated;
  });
  clearFriendLinksCache();
  return link;
}

export async function adminDeleteLink(id: number, actor: AdminActor, db: Database = getDb()): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findFriendLink(id, tx);
    await deleteFriendLink(id, tx);
    await recordAction(tx, {
      actorId: actor.actorId,
      action: 'link.delete',
      targetType: 'link',
      targetId: id,
      detail: { title: before?.title, url: before?.url },
      ip: actor.ip,
    });
  });
  clearFriendLinksCache();
}

export async function adminSetLinkStatus(
  id: number,
  status: number,
  actor: AdminActor,
  db: Database = getDb(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [result] = await tx.update(friendLinks).set({ status }).where(eq(friendLinks.id, id));
    if (result.affectedRows === 0) throw notFound();
    await recordAction(tx, {
      actorId: actor.actorId,
      action: status === 0 ? 'link.show' : 'link.hide',
      targetType: 'link',
      targetId: id,
      ip: actor.ip,
    });
  });
  clearFriendLinksCache();
}

/** Swaps the link with its neighbour and renumbers the list 10, 20, 30 …; at an end nothing changes. */
export async function adminMoveLink(
  id: number,
  direction: MoveDirection,
  actor: AdminActor,
  db: Database = getDb(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const moved = await moveSortedRow(tx, friendLinks, id, direction);
    if (moved === 'missing') throw notFound();
    if (moved === 'unchanged') return;
    await recordAction(tx, {
      actorId: actor.actorId,
      action: 'link.sort',
      targetType: 'link',
      targetId: id,
      detail: { direction },
      ip: actor.ip,
    });
  });
  clearFriendLinksCache();
}
