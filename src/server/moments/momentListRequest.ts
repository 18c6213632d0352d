import { getDb, type Database } from '../db/client.ts';
import { ApiError } from '../http/ApiError.ts';
import { findActiveNode } from '../taxonomy/nodes.queries.ts';
import { findTag } from '../taxonomy/tags.queries.ts';
import { listMoments, type MomentListSpec } from './moments.queries.ts';
import { ErrorCode, type CursorPage } from '@/shared/api/envelope.ts';
import type { MomentCard } from '@/shared/moments/momentCard.ts';
import type { MomentListQuery } from '@/shared/moments/momentListQuery.ts';
import { m } from '@/paraglide/messages.js';

/** Which list a query asks for; an unknown node or tag is a 404. */
async function momentListSpec(query: MomentListQuery, db: Database = getDb()): Promise<MomentListSpec> {
  if (query.nodeId !== undefined) {
    if (!(await findActiveNode(query.nodeId, db)))
      throw new ApiError(404, m.feed_node_not_found(), ErrorCode.notFound);
    return { kind: 'node', nodeId: query.nodeId, unanswered: query.filter === 'unanswered' };
  }
  if (query.tagId !== undefined) {
    if (!(await findTag(query.tagId, db)))
      throw new ApiError(404, m.feed_tag_not_found(), ErrorCode.notFound);
    return { kind: 'tag', tagId: query.tagId };
  }
  return query.tab === 'recommended' ? { kind: 'recommended' } : { kind: 'latest' };
}

/** GET /api/moment/list. */
export async function momentListForQuery(
  query: MomentListQuery,
  db: Database = getDb(),
): Promise<CursorPage<MomentCard>> {
  return listMoments(await momentListSpec(query, db), { cursor: query.cursor }, db);
}
