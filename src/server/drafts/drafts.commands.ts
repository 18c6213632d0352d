import { count, eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { drafts } from '../db/schema/index.ts';
import { affectedRows } from '../db/affectedRows.ts';
import { ApiError } from '../http/ApiError.ts';
import { logger } from '../log/logger.ts';
import { draftSummary } from './draftSummary.ts';
import { ownDraft } from './drafts.queries.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { DRAFTS_PER_MEMBER_MAX } from '@/shared/drafts/draftLimits.ts';
import type { DraftSaveInput } from '@/shared/drafts/draftSchemas.ts';
import type { DraftSaved } from '@/shared/drafts/draftTypes.ts';
import { m } from '@/paraglide/messages.js';

/**
 * Stores the member's draft for one composer, replacing the one before (one row per member and
 * key). A new key beyond DRAFTS_PER_MEMBER_MAX is refused with 409.
 */
export async function saveDraft(
  userId: number,
  input: DraftSaveInput,
  db: Database = getDb(),
): Promise<DraftSaved> {
  const values = {
    payload: JSON.stringify(input.payload),
    summary: draftSummary(input.target, input.payload),
    updatedAt: new Date(),
  };
  // Autosave rewrites an existing draft far more often than it starts one: try that first.
  const updated = affectedRows(await db.update(drafts).set(values).where(ownDraft(userId, input.key)));
  if (updated === 0) {
    const [row] = await db.select({ total: count() }).from(drafts).where(eq(drafts.userId, userId));
    if ((row?.total ?? 0) >= DRAFTS_PER_MEMBER_MAX) {
      throw new ApiError(
        409,
        m.drafts_limit_reached({ max: String(DRAFTS_PER_MEMBER_MAX) }),
        ErrorCode.conflict,
      );
    }
    // A save racing this one from another tab lands on the same row: the unique key decides.
    await db
      .insert(drafts)
      .values({ userId, draftKey: input.key, ...values })
      .onDuplicateKeyUpdate({ set: values });
  }
  return { key: input.key, updatedAt: values.updatedAt.toISOString() };
}

/** Removes the member's draft for one composer; removing one that is not there is not an error. */
export async function deleteDraft(userId: number, key: string, db: Database = getDb()): Promise<void> {
  await db.delete(drafts).where(ownDraft(userId, key));
}

/**
 * After a publish: the draft it came from is done. The publish already succeeded, so a failure here
 * is logged rather than reported (a left-over draft is harmless, a failed publish answer is not).
 */
export async function removePublishedDraft(
  userId: number,
  key: string,
  db: Database = getDb(),
): Promise<void> {
  try {
    await deleteDraft(userId, key, db);
  } catch (error) {
    logger.warn({ err: error, key }, 'published draft not removed');
  }
}
