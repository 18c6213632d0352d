import { and, eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { drafts } from '../db/schema/index.ts';
import type { DraftPayload, DraftView } from '@/shared/drafts/draftTypes.ts';

/** The member's own draft for one composer. */
export const ownDraft = (userId: number, key: string) =>
  and(eq(drafts.userId, userId), eq(drafts.draftKey, key));

/** The member's draft for one composer, or null. */
export async function getDraft(
  userId: number,
  key: string,
  db: Database = getDb(),
): Promise<DraftView | null> {
  const [row] = await db
    .select({ payload: drafts.payload, updatedAt: drafts.updatedAt })
    .from(drafts)
    .where(ownDraft(userId, key))
    .limit(1);
  if (!row) return null;
  return { key, payload: JSON.parse(row.payload) as DraftPayload, updatedAt: row.updatedAt.toISOString() };
}
