import { getDb, type Database } from '../db/client.ts';
import { ApiError } from '../http/ApiError.ts';
import { formTokenKey } from './formTokenKey.ts';
import { formShownAt } from './formToken.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

/**
 * Refuses what a person filling in the form never sends: the hidden honeypot field filled, a form
 * token this server did not sign, or a form sent sooner than `minFormSeconds` after it was shown.
 * One message for all: a bot learns nothing about which rule it met.
 */
export async function checkSignupForm(
  form: { formToken: string; website: string },
  minFormSeconds: number,
  db: Database = getDb(),
  now: number = Date.now(),
): Promise<void> {
  const shownAt = form.website === '' ? formShownAt(await formTokenKey(db), form.formToken, now) : null;
  if (shownAt === null || now - shownAt < minFormSeconds * 1000) {
    throw new ApiError(400, m.signupdefence_refused(), ErrorCode.validation);
  }
}
