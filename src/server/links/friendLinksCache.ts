import { listVisibleFriendLinks, type FriendLink } from './friendLinks.queries.ts';

const TTL_MS = 60_000;
let cached: { limit: number; at: number; links: FriendLink[] } | undefined;

/**
 * The side bar's first friend links, kept for a minute: every feed page shows them and they
 * change only when an admin edits them (the commands clear this at once in this process).
 */
export async function cachedSideFriendLinks(limit: number, now: number = Date.now()): Promise<FriendLink[]> {
  if (cached && cached.limit === limit && now - cached.at < TTL_MS) return cached.links;
  const links = await listVisibleFriendLinks(limit);
  cached = { limit, at: now, links };
  return links;
}

export function clearFriendLinksCache(): void {
  cached = undefined;
}
