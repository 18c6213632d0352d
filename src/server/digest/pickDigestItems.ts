import type { DigestCandidate } from './digestCandidates.ts';
import type { MemberTies } from './memberTies.ts';

/** A handful: a digest is read at a glance. */
const DIGEST_ITEMS = 8;

function score(candidate: DigestCandidate): number {
  return candidate.likes + candidate.comments;
}

function byScore(a: DigestCandidate, b: DigestCandidate): number {
  return score(b) - score(a) || b.postedAt.getTime() - a.postedAt.getTime() || b.id - a.id;
}

function isFollowedBy(candidate: DigestCandidate, ties: MemberTies): boolean {
  return (
    ties.authors.has(candidate.authorId) ||
    (candidate.nodeId > 0 && ties.nodes.has(candidate.nodeId)) ||
    candidate.tagIds.some((tagId) => ties.tags.has(tagId))
  );
}

/**
 * A member's digest: what they have not seen since `since`, by others they do not block, the most
 * liked and commented from what they follow first, then the forum's best; at most DIGEST_ITEMS.
 */
export function pickDigestItems(
  candidates: readonly DigestCandidate[],
  memberId: number,
  ties: MemberTies,
  since: Date,
  limit: number = DIGEST_ITEMS,
): DigestCandidate[] {
  const unseen = candidates.filter(
    (candidate) =>
      candidate.postedAt > since &&
      candidate.authorId !== memberId &&
      !ties.blocked.has(candidate.authorId) &&
      !ties.read.has(`${candidate.kind}:${candidate.id}`),
  );
  const followed = unseen.filter((candidate) => isFollowedBy(candidate, ties)).sort(byScore);
  const others = unseen.filter((candidate) => !isFollowedBy(candidate, ties)).sort(byScore);
  return [...followed, ...others].slice(0, limit);
}
