import { isHttpsRequest } from '@/server/http/securityRequestScheme.ts';
import type { APIContext } from 'astro';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { fail, ok } from '@/server/http/respond.ts';
import { isCrossSiteRequest } from '@/server/http/originCheck.ts';
import { signOut } from '@/server/auth/auth.commands.ts';
import { clearSessionCookie } from '@/server/auth/sessionCookie.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

async function endSession(context: APIContext): Promise<void> {
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
