import { asc, eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { friendLinks } from '../db/schema/index.ts';
import { FriendLinkStatus } from '@/shared/links/friendLinkSchemas.ts';
import { renderableSettingUrl } from '@/shared/validation/settingUrl.ts';

/**
 * A hand-kept list of a few dozen rows at most, read whole (no cursor): /links shows at most this
 * many and the admin list the same.
 */
const FRIEND_LINKS_MAX = 200;

/** A friend link as /links and the side bar show it. */
export interface FriendLink {
  id: number;
  title: string;
  url: string;
  summary: string;
  logo: string;
  /** The address's host name, shown under the title. */
  host: string;
}

/** Every field, for the admin back end. */
export interface FriendLinkRecord extends FriendLink {
  sortOrder: number;
  status: number;
}

const columns = {
  id: friendLinks.id,
  title: friendLinks.title,
  url: friendLinks.url,
  summary: friendLinks.summary,
  logo: friendLinks.logo,
  sortOrder: friendLinks.sortOrder,
  status: friendLinks.status,
};
type Row = Pick<typeof friendLinks.$inferSelect, keyof typeof columns>;

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** A stored address that no longer passes (saved before it was checked) reads as '' and is never rendered. */
function toRecord(row: Row): FriendLinkRecord {
  const url = renderableSettingUrl(row.url, 'web');
  return { ...row, url, logo: renderableSettingUrl(row.logo, 'image'), host: hostOf(url) };
}

function toFriendLink({ id, title, url, summary, logo, host }: FriendLinkRecord): FriendLink {
  return { id, title, url, summary, logo, host };
}

/** Shown links in sort_order, then id (index friend_links_status_sort_idx). */
export function visibleFriendLinksQuery(limit: number, db: Database) {
  return db
    .select(columns)
    .from(friendLinks)
    .where(eq(friendLinks.status, FriendLinkStatus.shown))
    .orderBy(asc(friendLinks.sortOrder), asc(friendLinks.id))
    .limit(limit);
}

export async function listVisibleFriendLinks(
  limit: number = FRIEND_LINKS_MAX,
  db: Database = getDb(),
): Promise<FriendLink[]> {
  const rows = await visibleFriendLinksQuery(Math.min(limit, FRIEND_LINKS_MAX), db);
  // A link with nowhere safe to go is not shown; the admin list still has it to fix.
  return rows
    .map(toRecord)
    .filter((link) => link.url !== '')
    .map(toFriendLink);
}

/** Shown and hidden links, in the order /links uses, for the admin back end. */
export async function listAllFriendLinks(db: Database = getDb()): Promise<FriendLinkRecord[]> {
  const rows = await db
    .select(columns)
    .from(friendLinks)
    .orderBy(asc(friendLinks.sortOrder), asc(friendLinks.id))
    .limit(FRIEND_LINKS_MAX);
  return rows.map(toRecord);
}

export async function findFriendLink(
  id: number,
  db: Database | Transaction = getDb(),
): Promise<FriendLinkRecord | undefined> {
  const [row] = await db.select(columns).from(friendLinks).where(eq(friendLinks.id, id)).limit(1);
  return row ? toRecord(row) : undefined;
}
