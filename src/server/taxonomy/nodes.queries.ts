import { and, asc, eq } from 'drizzle-orm';
import { getDb, isForumDatabase, type Database } from '../db/client.ts';
import { inPlaceholder, preparedRead } from '../db/preparedRead.ts';
import { nodes } from '../db/schema/index.ts';
import { renderableSettingUrl } from '@/shared/validation/settingUrl.ts';
import { sharedRead } from '../cache/sharedRead.ts';

/** nodes.status: 0 active; anything else is hidden from lists and pickers. */
const NODE_ACTIVE = 0;

export interface NodeSummary {
  id: number;
  name: string;
  description: string;
  logo: string;
  momentCount: number;
  /** A question node (decision 082). */
  questions: boolean;
}

export const nodeSummaryColumns = {
  id: nodes.id,
  name: nodes.name,
  description: nodes.description,
  logo: nodes.logo,
  momentCount: nodes.momentCount,
  questions: nodes.questions,
};

/** A stored logo that no longer passes (saved before it was checked) reads as '' and is never rendered. */
export function withRenderableLogo<Row extends NodeSummary>(row: Row): Row {
  return { ...row, logo: renderableSettingUrl(row.logo, 'image') };
}

const activeNodes = sharedRead<NodeSummary[]>({});
const nodeRefs = sharedRead<Map<number, NodeRef>>({});

/**
 * Active nodes in the moderators' order. Without a `db` (pages and widgets), a list at most a few
 * seconds old, shared by every reader of this process (sharedRead); node commands clear it.
 */
export async function listActiveNodes(db?: Database): Promise<NodeSummary[]> {
  if (db) return queryActiveNodes(db);
  return activeNodes.read('active', () => queryActiveNodes(getDb()));
}

/** Drops this process's kept node list (a node was created, changed, hidden, moved or deleted). */
export function clearActiveNodesCache(): void {
  activeNodes.clear();
  nodeRefs.clear();
}

/** Active nodes in the moderators' order (index nodes_status_sort_idx). */
async function queryActiveNodes(db: Database): Promise<NodeSummary[]> {
  const rows = await db
    .select(nodeSummaryColumns)
    .from(nodes)
    .where(eq(nodes.status, NODE_ACTIVE))
    .orderBy(asc(nodes.sortOrder), asc(nodes.id));
  return rows.map(withRenderableLogo);
}

/** One active node, or undefined for an unknown or hidden id. */
export async function findActiveNode(id: number, db: Database = getDb()): Promise<NodeSummary | undefined> {
  const rows = await db
    .select(nodeSummaryColumns)
    .from(nodes)
    .where(and(eq(nodes.id, id), eq(nodes.status, NODE_ACTIVE)))
    .limit(1);
  return rows[0] && withRenderableLogo(rows[0]);
}

/** What a card names of its node: the name, and whether its moments are questions (decision 082). */
export interface NodeRef {
  name: string;
  questions: boolean;
}

const nodeRefColumns = { id: nodes.id, name: nodes.name, questions: nodes.questions };

/** The given nodes' names and question flags, in one query (cards and detail pages). */
const nodeRefsLookup = preparedRead((db) =>
  db.select(nodeRefColumns).from(nodes).where(inPlaceholder(nodes.id, 'ids')).prepare(),
);

function toNodeRefs(rows: readonly { id: number; name: string; questions: boolean }[]): Map<number, NodeRef> {
  return new Map(rows.map((row) => [row.id, { name: row.name, questions: row.questions }]));
}

export async function nodeRefsByIds(
  ids: readonly number[],
  db: Database = getDb(),
): Promise<Map<number, NodeRef>> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  if (unique.length === 0) return new Map();
  if (isForumDatabase(db)) {
    // Pages take the refs from every node's, kept a few seconds (sharedRead): the forum has a
    // handful of nodes, and a list page sends one query fewer. Node commands clear it.
    const all = await nodeRefs.read('all', async () =>
      toNodeRefs(await db.select(nodeRefColumns).from(nodes)),
    );
    return new Map(unique.flatMap((id) => (all.has(id) ? [[id, all.get(id)!] as const] : [])));
  }
  return toNodeRefs(await nodeRefsLookup(db).execute({ ids: unique }));
}
