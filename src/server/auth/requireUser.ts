import { ApiError } from '../http/ApiError.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import { m } from '@/paraglide/messages.js';

/** The signed-in user, or a 401 "Please sign in first" with errorCode 1. */
export function requireUser(locals: { user: CurrentUser | null }): CurrentUser {
  if (!locals.user) throw new ApiError(401, m.error_sign_in_first(), ErrorCode.notSignedIn);
  return locals.user;
}
