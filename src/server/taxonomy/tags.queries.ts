import { asc, desc, eq, gt, like, or, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { inPlaceholder, preparedRead } from '../db/preparedRead.ts';
import { momentTags, tags } from '../db/schema/index.ts';

export interface TagSummary {
  id: number;
  name: string;
  momentCount: number;
  articleCount: number;
}

export interface TagRef {
  id: number;
  name: string;
}

const SUGGEST_LIMIT = 10;
export const summaryColumns = {
  id: tags.id,
  name: tags.name,
  momentCount: tags.momentCount,
  articleCount: tags.articleCount,
};

/** LIKE treats % and _ as wildcards and \ as the escape; a typed prefix means them literally. */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Tags whose name starts with the query, read from the unique name index (case-insensitive collation). */
export async function suggestTags(query: string, db: Database = getDb()): Promise<TagSummary[]> {
  const prefix = query.trim();
  if (prefix === '') return [];
  return db
    .select(summaryColumns)
    .from(tags)
    .where(like(tags.name, likePrefix(prefix)))
    .orderBy(asc(tags.name))
    .limit(SUGGEST_LIMIT);
}

/**
 * The tags used by the most moments and articles of all time. Ranking by the sum sorts the tags
 * table (no index holds it); only a quiet site runs this, to fill the recent ranking up, cached.
 */
export async function allTimeHotTags(limit = 20, db: Database = getDb()): Promise<TagSummary[]> {
  const total = sql`${tags.momentCount} + ${tags.articleCount}`;
  return db
    .select(summaryColumns)
    .from(tags)
    .where(or(gt(tags.momentCount, 0), gt(tags.articleCount, 0)))
    .orderBy(desc(total), desc(tags.id))
    .limit(limit);
}

export async function findTag(id: number, db: Database = getDb()): Promise<TagSummary | undefined> {
  const rows = await db.select(summaryColumns).from(tags).where(eq(tags.id, id)).limit(1);
  return rows[0];
}

const momentTagsLookup = preparedRead((db) =>
  db
    .select({ momentId: momentTags.momentId, id: tags.id, name: tags.name })
    .from(momentTags)
    .innerJoin(tags, eq(tags.id, momentTags.tagId))
    .where(inPlaceholder(momentTags.momentId, 'ids'))
    .orderBy(asc(momentTags.momentId), asc(tags.id))
    .prepare(),
);

/** The tags of each moment, in one query over the moment_tags primary key. */
export async function tagsOfMoments(
  momentIds: readonly number[],
  db: Database = getDb(),
): Promise<Map<number, TagRef[]>> {
  if (momentIds.length === 0) return new Map();
  const rows = await momentTagsLookup(db).execute({ ids: [...new Set(momentIds)] });
  return groupTags(rows, (row) => row.momentId);
}

/** Tag rows grouped by what they tag (a moment, an article), each group in the rows' order. */
export function groupTags<Row extends TagRef>(
  rows: readonly Row[],
  ownerOf: (row: Row) => number,
): Map<number, TagRef[]> {
  const byOwner = new Map<number, TagRef[]>();
  for (const row of rows) {
    const list = byOwner.get(ownerOf(row)) ?? [];
    list.push({ id: row.id, name: row.name });
    byOwner.set(ownerOf(row), list);
  }
  return byOwner;
}
