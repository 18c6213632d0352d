import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { follows, memberBlocks, readMarks, watches } from '../db/schema/index.ts';
import { WatchKind } from '@/shared/watching/watchKinds.ts';
import type { DigestCandidate, FollowedSources } from './digestCandidates.ts';

/** What one member follows, blocks and has read: what puts an item first in their digest or out of it. */
export interface MemberTies {
  authors: Set<number>;
  nodes: Set<number>;
  tags: Set<number>;
  blocked: Set<number>;
  /** `moment:1`, `article:2`: items the member has opened. */
  read: Set<string>;
}

const READ_TYPE: Record<number, DigestCandidate['kind']> = { 0: 'moment', 1: 'article' };

function emptyTies(): MemberTies {
  return { authors: new Set(), nodes: new Set(), tags: new Set(), blocked: new Set(), read: new Set() };
}

/** The follows, watches and blocks of a batch of members: three reads by each table's member-first key. */
export async function memberTies(db: Database, memberIds: number[]): Promise<Map<number, MemberTies>> {
  const ties = new Map(memberIds.map((id) => [id, emptyTies()]));
  if (memberIds.length === 0) return ties;
  const followed = await db
    .select({ memberId: follows.followerId, authorId: follows.followeeId })
    .from(follows)
    .where(inArray(follows.followerId, memberIds));
  for (const row of followed) ties.get(row.memberId)?.authors.add(row.authorId);
  const watched = await db
    .select({ memberId: watches.userId, kind: watches.kind, targetId: watches.targetId })
    .from(watches)
    .where(
      and(
        inArray(watches.userId, memberIds),
        inArray(watches.kind, [WatchKind.member, WatchKind.node, WatchKind.tag]),
      ),
    );
  for (const row of watched) {
    const own = ties.get(row.memberId);
    if (row.kind === WatchKind.member) own?.authors.add(row.targetId);
    else if (row.kind === WatchKind.node) own?.nodes.add(row.targetId);
    else own?.tags.add(row.targetId);
  }
  const blocks = await db
    .select({ memberId: memberBlocks.blockerId, blockedId: memberBlocks.blockedId })
    .from(memberBlocks)
    .where(inArray(memberBlocks.blockerId, memberIds));
  for (const row of blocks) ties.get(row.memberId)?.blocked.add(row.blockedId);
  return ties;
}

/** Everything the batch follows, for one query of the followed sources' best. */
export function followedSources(ties: Iterable<MemberTies>): FollowedSources {
  const authors = new Set<number>();
  const nodes = new Set<number>();
  const tags = new Set<number>();
  for (const own of ties) {
    for (const id of own.authors) authors.add(id);
    for (const id of own.nodes) nodes.add(id);
    for (const id of own.tags) tags.add(id);
  }
  return { authorIds: [...authors], nodeIds: [...nodes], tagIds: [...tags] };
}

/** One item a member may be told of, looked up in their read marks. */
export interface ItemOfMember {
  memberId: number;
  item: Pick<DigestCandidate, 'kind' | 'id'>;
}

const READ_TYPE_OF: Record<DigestCandidate['kind'], number> = { moment: 0, article: 1 };

/**
 * Adds to each member's ties which of these items they have opened: the read marks of exactly these
 * (member, item) pairs, by primary key, however many items each member has ever read.
 */
export async function addReadMarks(
  db: Database,
  ties: Map<number, MemberTies>,
  pairs: readonly ItemOfMember[],
): Promise<void> {
  if (pairs.length === 0) return;
  const keys = pairs.map(({ memberId, item }) => sql`(${memberId}, ${READ_TYPE_OF[item.kind]}, ${item.id})`);
  const rows = await db
    .select({ memberId: readMarks.userId, type: readMarks.entityType, id: readMarks.entityId })
    .from(readMarks)
    .where(
      sql`(${readMarks.userId}, ${readMarks.entityType}, ${readMarks.entityId}) IN (${sql.join(keys, sql`, `)})`,
    );
  for (const row of rows) {
    const kind = READ_TYPE[row.type];
    if (kind) ties.get(row.memberId)?.read.add(`${kind}:${row.id}`);
  }
}
