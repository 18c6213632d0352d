import { fail } from '../http/respond.ts';
import { isTwoFactorEnabled } from './enrolment.queries.ts';
import { isAdminLevel, requireAdminTwoFactor } from './twoFactorPolicy.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

const ADMIN_PAGE = /^\/admin(\/|$)/;
const ADMIN_API = /^\/api\/(admin|moderation)(\/|$)/;
// The owner can always reach the setting itself (it is owner-only), e.g. to turn it off again.
const POLICY_ROUTES = /^\/(api\/)?admin\/settings\/two-factor\/?$/;
const ENROLMENT_PAGE = '/user/profile/security';

/**
 * With the owner's "require two-factor sign-in for administrators" on, an administrator who has
 * not enrolled is sent to enrolment from any admin page and refused by admin and moderation APIs.
 */
export async function twoFactorAdminGate(context: {
  url: URL;
  locals: { user: CurrentUser | null };
  redirect: (path: string, status?: 301 | 302 | 303 | 307 | 308 | 300 | 304) => Response;
}): Promise<Response | undefined> {
  const { pathname } = context.url;
  const page = ADMIN_PAGE.test(pathname);
  if ((!page && !ADMIN_API.test(pathname)) || POLICY_ROUTES.test(pathname)) return undefined;
  const user = context.locals.user;
  if (!user || !isAdminLevel(user.role)) return undefined;
  if (!(await requireAdminTwoFactor()) || (await isTwoFactorEnabled(user.id))) return undefined;
  if (page) return context.redirect(`${ENROLMENT_PAGE}?required=1`, 302);
  return fail(403, m.twofactor_required_api(), ErrorCode.forbidden);
}
