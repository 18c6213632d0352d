import { getDb, type Database } from '@/server/db/client.ts';
import { enforceRateLimit } from '@/server/rateLimit/enforceRateLimit.ts';
import { UPLOAD_USER_LIMIT } from './uploadLimits.ts';

export const uploadRateLimitKey = (userId: number) => `upload:user:${userId}`;

/** Counts one upload for the user; a 429 once over UPLOAD_USER_LIMIT. Runs before the body is read. */
export async function enforceUploadRateLimit(userId: number, db: Database = getDb()): Promise<void> {
  await enforceRateLimit(uploadRateLimitKey(userId), UPLOAD_USER_LIMIT, db);
}
