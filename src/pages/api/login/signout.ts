import { isHttpsRequest } from '@/server/http/securityRequestScheme.ts';
import type { APIContext } from 'astro';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { fail, ok } from '@/server/http/respond.ts';
import { isCrossSiteRequest } from '@/server/http/originCheck.ts';
import { signOut } from '@/server/auth/auth.commands.ts';
import { clearSessionCookie } from '@/server/auth/sessionCookie.ts';
import { endProviderSession, PROVIDER_SESSION_COOKIE } from '@/server/oidc/backchannelLogout.ts';
import { logger } from '@/server/log/logger.ts';
import { siteOrigin } from '@/server/seo/siteOrigin.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { OIDC_PATH } from '@/shared/oidc/oidcPaths.ts';
import { m } from '@/paraglide/messages.js';

/** The browser's provider session ends with the forum's; its sites hear of it through the outbox (decision 074). */
async function endSignInsElsewhere(context: APIContext): Promise<void> {
  const user = context.locals.user;
  if (!user) return;
  try {
    const issuer = `${siteOrigin(context.url)}${OIDC_PATH}`;
    await endProviderSession(context.cookies.get(PROVIDER_SESSION_COOKIE)?.value, user.id, issuer);
  } catch (error) {
    logger.error({ err: error }, 'ending the provider session on sign-out failed');
  }
}

async function endSession(context: APIContext): Promise<void> {
  await endSignInsElsewhere(context);
  await signOut(context.locals.session);
  clearSessionCookie(context.cookies, isHttpsRequest(context.request, context.url));
  context.locals.session = null;
  context.locals.user = null;
}

// The header's form posts here (the middleware refuses other origins); without JavaScript the browser goes home.
export const POST = apiRoute({ summary: m.api_post_login_signout, permission: 'anyone' }, async (context) => {
  await endSession(context);
  const wantsPage = context.request.headers.get('accept')?.includes('text/html') ?? false;
  return wantsPage ? context.redirect('/', 303) : ok(null);
});

// GET sign-out: kept for our own pages and API clients, refused when another site starts it (decision 021).
export const GET = apiRoute(
  { summary: m.api_get_login_signout, permission: 'anyone', errors: [ErrorCode.forbidden] },
  async (context) => {
    if (isCrossSiteRequest(context.request, context.url)) {
      return fail(403, m.error_cross_site(), ErrorCode.forbidden);
    }
    await endSession(context);
    return ok(null);
  },
);
