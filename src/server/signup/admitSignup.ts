import { getDb, type Database } from '../db/client.ts';
import { ApiError } from '../http/ApiError.ts';
import { getSiteConfig } from '../site/siteConfig.queries.ts';
import { listSignupRules } from './signupRules.queries.ts';
import { assertInvitationUsable } from './invitations.commands.ts';
import { enforceSignupThrottle, signupThrottleKeys } from './signupThrottle.ts';
import { signupRuleRefusal } from '@/shared/signup/signupRuleVerdict.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import { m } from '@/paraglide/messages.js';

export interface SignupCandidate {
  email: string | null;
  ip: string;
  /** The browser's device cookie, when it sent one. */
  deviceId: string | null;
  /** The invitation code; undefined where a sign-in path cannot carry one (OAuth, SMS). */
  invite?: string | undefined;
}

export interface Admission {
  /** The status the new account starts with: active, or awaiting approval. */
  status: typeof UserStatus.active | typeof UserStatus.awaitingApproval;
  /** The invitation to use in the transaction that creates the account. */
  invite: string | null;
  /** The throttle buckets counted, given back when the account is not made after all. */
  throttleKeys: string[];
}

/**
 * The one check every way of making an account passes (password sign-up, OAuth, SMS): the block and
 * allow lists, the sign-up mode and the daily throttle per address and device.
 */
export async function admitSignup(candidate: SignupCandidate, db: Database = getDb()): Promise<Admission> {
  const { signup } = await getSiteConfig(db);
  const refusal = signupRuleRefusal(await listSignupRules(db), candidate);
  if (refusal === 'domain') {
    throw new ApiError(403, m.signupdefence_blocked_domain(), ErrorCode.forbidden, 'email');
  }
  if (refusal === 'ip') throw new ApiError(403, m.signupdefence_blocked_ip(), ErrorCode.forbidden);
  let invite: string | null = null;
  if (signup.mode === 'invitation') {
    if (candidate.invite === undefined) {
      throw new ApiError(403, m.signupdefence_invitation_required(), ErrorCode.forbidden);
    }
    if (!candidate.invite) {
      throw new ApiError(403, m.signupdefence_invitation_invalid(), ErrorCode.forbidden, 'invite');
    }
    await assertInvitationUsable(candidate.invite, db);
    invite = candidate.invite;
  }
  const throttleKeys = signupThrottleKeys(candidate.ip, candidate.deviceId);
  await enforceSignupThrottle(throttleKeys, signup.accountsPerAddressPerDay, db);
  const status = signup.mode === 'approval' ? UserStatus.awaitingApproval : UserStatus.active;
  return { status, invite, throttleKeys };
}
