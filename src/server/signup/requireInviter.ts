import { requireUser } from '../auth/requireUser.ts';
import { ApiError } from '../http/ApiError.ts';
import { mayInvite } from '@/shared/signup/mayInvite.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import { m } from '@/paraglide/messages.js';

/** The signed-in member, if invitations are open (invitation mode) and they may invite; 401/403 otherwise. */
export function requireInviter(locals: { user: CurrentUser | null; config: SiteConfig }): CurrentUser {
  const user = requireUser(locals);
  if (locals.config.signup.mode !== 'invitation' || !mayInvite(user)) {
    throw new ApiError(403, m.signupdefence_may_not_invite(), ErrorCode.forbidden);
  }
  return user;
}
