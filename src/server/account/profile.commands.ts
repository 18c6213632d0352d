import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { syncUserDocument } from '../search/searchIndexSync.ts';
import type { ProfileData } from '@/shared/account/profileSchema.ts';

/** Saves the profile form (nickname, signature, homepage, background). */
export async function updateProfile(
  userId: number,
  input: ProfileData,
  db: Database = getDb(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        nickname: input.nickname,
        signature: input.signature,
        homepage: input.homepage,
        background: input.background,
      })
      .where(eq(users.id, userId));
    await syncUserDocument(tx, userId);
  });
}
