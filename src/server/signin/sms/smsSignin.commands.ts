import { getDb, type Database } from '../../db/client.ts';
import { enforceRateLimit } from '../../rateLimit/enforceRateLimit.ts';
import { SIGNIN_IP_LIMIT } from '../../auth/authRateLimits.ts';
import { createSessionUnlessTwoFactor } from '../../twoFactor/sessionUnlessTwoFactor.ts';
import type { AuthSession } from '../../auth/auth.commands.ts';
import type { RequestMeta } from '../../auth/requestMeta.ts';
import { findOrCreateUserByPhone } from '../signinAccounts.ts';
import { consumeSmsCode } from './smsCodes.commands.ts';
import { assertNotAwaitingApproval } from '../../signup/assertMaySignIn.ts';

/** Signs in (or up) with a phone number and the code sent to it. */
export async function signInWithSms(
  input: { phone: string; code: string; redirect?: string },
  meta: RequestMeta & { deviceId?: string | null; locale?: string },
  db: Database = getDb(),
): Promise<AuthSession> {
  await enforceRateLimit(`signin:ip:${meta.ip}`, SIGNIN_IP_LIMIT, db);
  await consumeSmsCode(input.phone, input.code, db);
  const user = await findOrCreateUserByPhone(input.phone, db, {
    ip: meta.ip,
    deviceId: meta.deviceId ?? null,
    locale: meta.locale ?? '',
  });
  assertNotAwaitingApproval(user);
  const { token, session } = await createSessionUnlessTwoFactor(user.id, meta, input.redirect ?? '/', db);
  return { user, token, session };
}
