import { inArray } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { tags } from '../db/schema/index.ts';
import { summaryColumns, type TagSummary } from './tags.queries.ts';

/**
 * The site's recommended tags (site config recommendTags) that exist, in the configured order;
 * a name no tag has is skipped. The unique name index compares names case- and accent-insensitively.
 */
export async function recommendedTags(
  names: readonly string[],
  db: Database = getDb(),
): Promise<TagSummary[]> {
  const wanted = [...new Set(names.map((name) => name.trim()).filter((name) => name !== ''))];
  if (wanted.length === 0) return [];
  const rows = await db.select(summaryColumns).from(tags).where(inArray(tags.name, wanted));
  const found: TagSummary[] = [];
  for (const name of wanted) {
    // Like the collation, ignore case and accents ("Cafe" names the tag "café").
    const tag = rows.find((row) => row.name.localeCompare(name, 'en', { sensitivity: 'base' }) === 0);
    if (tag && !found.includes(tag)) found.push(tag);
  }
  return found;
}
