import { eq, max } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client.ts';
import { nodes } from '@/server/db/schema/index.ts';
import type { Transaction } from '@/server/entities/entityTarget.ts';
import { ApiError } from '@/server/http/ApiError.ts';
import { recordAction } from '@/server/moderation/recordAction.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { AdminActor, MoveDirection } from './adminActor.ts';
import { moveSortedRow } from './moveSortedRow.ts';
import { findAdminNode, momentRowsInNode, type AdminNode } from './nodeAdmin.queries.ts';
import { clearActiveNodesCache } from '@/server/taxonomy/nodes.queries.ts';
import type { NodeInput } from './nodeAdmin.schema.ts';
import { m } from '@/paraglide/messages.js';

// Every command clears this process's kept node list (listActiveNodes); callers check 'taxonomy.manage'.

function notFound(): ApiError {
  return new ApiError(404, m.admintaxonomy_node_not_found(), ErrorCode.notFound);
}

async function lockNode(tx: Transaction, id: number): Promise<AdminNode> {
  const [row] = await tx.select({ id: nodes.id }).from(nodes).where(eq(nodes.id, id)).for('update');
  const node = row ? await findAdminNode(id, tx) : undefined;
  if (!node) throw notFound();
  return node;
}

export async function createNode(
  input: NodeInput,
  actor: AdminActor,
  db: Database = getDb(),
): Promise<AdminNode> {
  const id = await db.transaction(async (tx) => {
    let sortOrder = input.sortOrder;
    if (sortOrder === undefined) {
      const [last] = await tx.select({ value: max(nodes.sortOrder) }).from(nodes);
      sortOrder = (last?.value ?? 0) + 10;
    }
    const [created] = await tx
      .insert(nodes)
      .values({ name: input.name, description: input.description, logo: input.logo, sortOrder })
      .$returningId();
    if (!created) throw notFound();
    await recordAction(tx, {
      actorId: actor.actorId,
      action: 'node.create',
      targetType: 'node',
      targetId: created.id,
      detail: { name: input.name },
      ip: actor.ip,
    });
    return created.id;
  });
  clearActiveNodesCache();
  const node = await findAdminNode(id, db);
  if (!node) throw notFound();
  return node;
}

export async function updateNode(
  id: number,
  input: NodeInput,
  actor: AdminActor,
  db: Database = getDb(),
): Promise<AdminNode> {
  await db.transaction(async (tx) => {
    const before = await lockNode(tx, id);
    await tx
      .update(nodes)
      .set({
        name: input.name,
        description: input.description,
        logo: input.logo,
        sortOrder: input.sortOrder ?? before.sortOrder,
      })
      .where(eq(nodes.id, id));
    await recordAction(tx, {
      actorId: actor.actorId,
      action: 'node.update',
      targetType: 'node',
      targetId: id,
      detail: { before: before.name, after: input.name },
      ip: actor.ip,
    });
  });
  clearActiveNodesCache();
  const node = await findAdminNode(id, db);
  if (!node) throw notFound();
  return node;
}

export async function setNodeStatus(
  id: number,
  status: number,
  actor: AdminActor,
  db: Database = getDb(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockNode(tx, id);
    await tx.update(nodes).set({ status }).where(eq(nodes.id, id));
    await recordAction(tx, {
      actorId: actor.actorId,
      action: status === 0 ? 'node.show' : 'node.hide',
      targetType: 'node',
      targetId: id,
      ip: actor.ip,
    });
  });
  clearActiveNodesCache();
}

/** Swaps the node with its neighbour and renumbers the list 10, 20, 30 …; at an end nothing changes. */
export async function moveNode(
  id: number,
  direction: MoveDirection,
  actor: AdminActor,
  db: Database = getDb(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const moved = await moveSortedRow(tx, nodes, id, direction);
    if (moved === 'missing') throw notFound();
    if (moved === 'unchanged') return;
    await recordAction(tx, {
      actorId: actor.actorId,
      action: 'node.sort',
      targetType: 'node',
      targetId: id,
      detail: { direction },
      ip: actor.ip,
    });
  });
  clearActiveNodesCache();
}

/**
 * Deletes a node no moment points at. The default node and a node with moments are refused: hiding
 * keeps its moments reachable, and moving them is a separate, deliberate step.
 */
export async function deleteNode(
  id: number,
  defaultNodeId: number,
  actor: AdminActor,
  db: Database = getDb(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const node = await lockNode(tx, id);
    if (id === defaultNodeId)
      throw new ApiError(409, m.admintaxonomy_node_delete_default(), ErrorCode.conflict);
    const used = await momentRowsInNode(id, tx);
    if (used > 0) {
      throw new ApiError(
        409,
        m.admintaxonomy_node_delete_has_moments({ name: node.name, count: String(used) }),
        ErrorCode.conflict,
      );
    }
    await tx.delete(nodes).where(eq(nodes.id, id));
    await recordAction(tx, {
      actorId: actor.actorId,
      action: 'node.delete',
      targetType: 'node',
      targetId: id,
      detail: { name: node.name },
      ip: actor.ip,
    });
  });
  clearActiveNodesCache();
}
