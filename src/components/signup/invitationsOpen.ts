import { mayInvite } from '@/shared/signup/mayInvite.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';

/** Whether the member area links to /user/invitations: sign-up is by invitation and the member may invite. */
export function invitationsOpen(locals: { user: CurrentUser | null; config: SiteConfig }): boolean {
  return locals.config.signup.mode === 'invitation' && locals.user !== null && mayInvite(locals.user);
}
