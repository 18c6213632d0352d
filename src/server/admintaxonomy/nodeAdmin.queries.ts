import { asc, count, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client.ts';
import { moments, nodes } from '@/server/db/schema/index.ts';
import type { Transaction } from '@/server/entities/entityTarget.ts';
import { nodeSummaryColumns, withRenderableLogo, type NodeSummary } from '@/server/taxonomy/nodes.queries.ts';

/** A handful of rows kept by hand: the admin list reads them whole. */
const NODES_MAX = 500;

export interface AdminNode extends NodeSummary {
  sortOrder: number;
  status: number;
}

const adminNodeColumns = { ...nodeSummaryColumns, sortOrder: nodes.sortOrder, status: nodes.status };

/** Shown and hidden nodes in the order pickers use. */
export async function listAdminNodes(db: Database | Transaction = getDb()): Promise<AdminNode[]> {
  const rows = await db
    .select(adminNodeColumns)
    .from(nodes)
    .orderBy(asc(nodes.sortOrder), asc(nodes.id))
    .limit(NODES_MAX);
  return rows.map(withRenderableLogo);
}

export async function findAdminNode(
  id: number,
  db: Database | Transaction = getDb(),
): Promise<AdminNode | undefined> {
  const [row] = await db.select(adminNodeColumns).from(nodes).where(eq(nodes.id, id)).limit(1);
  return row && withRenderableLogo(row);
}

/** Every moment row pointing at the node, whatever its status (a deleted one can be restored). */
export async function momentRowsInNode(id: number, db: Database | Transaction): Promise<number> {
  const [row] = await db.select({ total: count() }).from(moments).where(eq(moments.nodeId, id));
  return row?.total ?? 0;
}
