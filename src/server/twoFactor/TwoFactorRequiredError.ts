import { ApiError } from '../http/ApiError.ts';
import type { IssuedChallenge } from './challenge.commands.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

/**
 * Thrown where a sign-in would have created a session for a member with two-factor sign-in on.
 * A caller that does not know about it answers a plain failure: the browser stays signed out.
 */
export class TwoFactorRequiredError extends ApiError {
  override name = 'TwoFactorRequiredError';
  constructor(readonly challenge: IssuedChallenge) {
    super(401, m.twofactor_signin_required(), ErrorCode.twoFactorRequired);
  }
}
