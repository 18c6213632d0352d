import { and, desc, eq, lt } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { moments } from '../db/schema/index.ts';
import { decodeCursor, toCursorPage, type CursorKey } from '../pagination/cursor.ts';
import { momentCardColumns, toMomentCards } from './momentCards.ts';
import { MOMENT_PAGE_SIZE } from './moments.queries.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { MomentCard } from '@/shared/moments/momentCard.ts';

/** A user's published moments, newest first: a backwards range read of (user_id, status, id). */
export function userMomentsQuery(userId: number, key: CursorKey | undefined, limit: number, db: Database) {
  return db
    .select(momentCardColumns)
    .from(moments, { forceIndex: 'moments_user_status_idx' })
    .where(
      and(
        eq(moments.userId, userId),
        eq(moments.status, ContentStatus.published),
        key ? lt(moments.id, key.id) : undefined,
      ),
    )
    .orderBy(desc(moments.id))
    .limit(limit + 1);
}

/** The topics tab of a profile; the cursor's k and id are both the moment id. */
export async function listUserMoments(
  userId: number,
  cursor: string | undefined,
  db: Database = getDb(),
  limit = MOMENT_PAGE_SIZE,
): Promise<CursorPage<MomentCard>> {
  const rows = await userMomentsQuery(userId, decodeCursor(cursor), limit, db);
  const page = toCursorPage(rows, limit, (row) => ({ k: row.id, id: row.id }));
  return { ...page, results: await toMomentCards(page.results, db) };
}
