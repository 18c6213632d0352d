import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/** Turns the member's email notices for new messages on or off (the account settings switch). */
export async function setEmailNotify(userId: number, on: boolean, db: Database = getDb()): Promise<void> {
  await db.update(users).set({ emailNotify: on }).where(eq(users.id, userId));
}
