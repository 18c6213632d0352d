import { getDb, type Database } from '../db/client.ts';
import { createSession } from '../auth/session.commands.ts';
import { type SessionInfo } from '../auth/session.queries.ts';
import type { RequestMeta } from '../auth/requestMeta.ts';
import { isTwoFactorEnabled } from './enrolment.queries.ts';
import { createChallenge } from './challenge.commands.ts';
import { TwoFactorRequiredError } from './TwoFactorRequiredError.ts';

/**
 * Every sign-in method ends here once its own factor passed: a member with two-factor sign-in on
 * gets a challenge (TwoFactorRequiredError) instead of a session.
 */
export async function createSessionUnlessTwoFactor(
  userId: number,
  meta: RequestMeta,
  redirect: string,
  db: Database = getDb(),
): Promise<{ token: string; session: SessionInfo }> {
  if (await isTwoFactorEnabled(userId, db)) {
    throw new TwoFactorRequiredError(await createChallenge(userId, redirect, db));
  }
  return createSession(userId, meta, db);
}
