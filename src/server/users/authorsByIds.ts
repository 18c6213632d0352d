import { getDb, type Database } from '../db/client.ts';
import { inPlaceholder, preparedRead } from '../db/preparedRead.ts';
import { users } from '../db/schema/index.ts';
import { authorColumns } from './authorProjection.ts';
import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';

const authorsLookup = preparedRead((db) =>
  db.select(authorColumns).from(users).where(inPlaceholder(users.id, 'ids')).prepare(),
);

/** The public face of each author, in one query. */
export async function authorsByIds(
  ids: readonly number[],
  db: Database = getDb(),
): Promise<Map<number, PublicAuthor>> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  if (unique.length === 0) return new Map();
  const rows = await authorsLookup(db).execute({ ids: unique });
  return new Map(rows.map((row) => [row.id, row]));
}

/** Stands in for an author whose account no longer exists. */
export function missingAuthor(id: number): PublicAuthor {
  return { id, nickname: '', username: null, avatar: '', smallAvatar: '', signature: '' };
}
