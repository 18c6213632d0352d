import { getDb, type Database } from '../db/client.ts';
import { ApiError } from '../http/ApiError.ts';
import { findActiveNode, listActiveNodes } from '../taxonomy/nodes.queries.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import { m } from '@/paraglide/messages.js';

/**
 * The node a moment goes in: the chosen one, which must be active; with none chosen the site's
 * defaultNodeId, or when that is unset or gone, the first active node.
 */
export async function resolveMomentNode(
  chosenId: number,
  config: SiteConfig,
  db: Database = getDb(),
): Promise<number> {
  if (chosenId > 0) {
    const node = await findActiveNode(chosenId, db);
    if (!node) throw new ApiError(400, m.moments_node_not_found(), ErrorCode.validation, 'nodeId');
    return node.id;
  }
  if (config.defaultNodeId > 0) {
    const node = await findActiveNode(config.defaultNodeId, db);
    if (node) return node.id;
  }
  const [first] = await listActiveNodes(db);
  if (!first) throw new ApiError(400, m.moments_node_none(), ErrorCode.validation, 'nodeId');
  return first.id;
}
