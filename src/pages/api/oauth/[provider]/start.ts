import { isHttpsRequest } from '@/server/http/securityRequestScheme.ts';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ApiError } from '@/server/http/ApiError.ts';
import { isOAuthProviderName } from '@/server/signin/oauth/oauthClients.ts';
import { setFlowCookie } from '@/server/signin/oauth/oauthFlowCookie.ts';
import { startOAuth } from '@/server/signin/oauth/oauthFlow.commands.ts';
import { safeRedirectPath, signinPath } from '@/shared/navigation/paths.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { z } from 'zod';
import { m } from '@/paraglide/messages.js';

/** GET /api/oauth/{provider}/start?redirect=…[&mode=bind]: a browser navigation to the provider. */
/** An unknown or disabled provider is a 404 (startOAuth); an unsafe redirect falls back to the home page. */
const oauthStartPathSchema = z.object({ provider: z.string() });
const oauthStartQuerySchema = z.object({ redirect: z.string().optional(), mode: z.string().optional() });

export const GET = apiRoute(
  {
    summary: m.api_get_oauth_provider_start,
    response: 'redirect',
    permission: 'anyone',
    params: oauthStartPathSchema,
    query: oauthStartQuerySchema,
    errors: [ErrorCode.notFound],
  },
  async (context, parsed) => {
    const { provider } = parsed.params();
    const query = parsed.query();
    const redirect = safeRedirectPath(query.redirect ?? null);
    const binding = query.mode === 'bind';
    if (binding && !context.locals.user)
      return context.redirect(signinPath(context.url.pathname + context.url.search));
    const started = isOAuthProviderName(provider)
      ? await startOAuth(provider, context.url, redirect, binding ? context.locals.user!.id : null)
      : null;
    if (!started) throw new ApiError(404, m.signin_oauth_disabled(), ErrorCode.notFound);
    setFlowCookie(context.cookies, started.flow, isHttpsRequest(context.request, context.url));
    return context.redirect(started.location.href, 302);
  },
);
