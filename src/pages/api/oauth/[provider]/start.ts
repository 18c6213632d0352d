import { isHttpsRequest } from '@/server/http/securityRequestScheme.ts';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ApiError } from '@/server/http/ApiError.ts';
import { isOAuthProviderName } from '@/server/signin/oauth/oauthClients.ts';
import { setFlowCookie } from '@/server/signin/oauth/oauthFlowCookie.ts';
import { startOAuth } from '@/server/signin/oauth/oauthFlow.commands.ts';
import { safeRedirectPath, signinPath } from '@/shared/navigation/paths.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

/** GET /api/oauth/{provider}/start?redirect=…[&mode=bind]: a browser navigation to the provider. */
export const GET = apiRoute(async (context) => {
  const provider = context.params['provider'];
  const redirect = safeRedirectPath(context.url.searchParams.get('redirect'));
  const binding = context.url.searchParams.get('mode') === 'bind';
  if (binding && !context.locals.user)
    return context.redirect(signinPath(context.url.pathname + context.url.search));
  const started = isOAuthProviderName(provider)
    ? await startOAuth(provider, context.url, redirect, binding ? context.locals.user!.id : null)
    : null;
  if (!started) throw new ApiError(404, m.signin_oauth_disabled(), ErrorCode.notFound);
  setFlowCookie(context.cookies, started.flow, isHttpsRequest(context.request, context.url));
  return context.redirect(started.location.href, 302);
});
