import { and, inArray } from 'drizzle-orm';
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

/** Adds to each member's ties the candidates they have opened (their read marks). */
export async function addReadMarks(
  db: Database,
  ties: Map<number, MemberTies>,
  candidates: DigestCandidate[],
): Promise<void> {
  if (ties.size === 0 || candidates.length === 0) return;
  const rows = await db
    .select({ memberId: readMarks.userId, type: readMarks.entityType, id: readMarks.entityId })
    .from(readMarks)
    .where(
      and(
        inArray(readMarks.userId, [...ties.keys()]),
        inArray(readMarks.entityType, [0, 1]),
        inArray(readMarks.entityId, [...new Set(candidates.map((candidate) => candidate.id))]),
      ),
    );
  for (const row of rows) {
    const kind = READ_TYPE[row.type];
    if (kind) ties.get(row.memberId)?.read.add(`${kind}:${row.id}`);
  }
}
