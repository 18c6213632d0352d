import { isHttpsRequest } from '@/server/http/securityRequestScheme.ts';
import { defineMiddleware, sequence } from 'astro:middleware';
import { randomUUID } from 'node:crypto';
import { isInstalled } from './server/install/installState.ts';
import { fail, serviceUnavailable } from './server/http/respond.ts';
import { ErrorCode } from './shared/api/envelope.ts';
import {
  MEMBER_HINT_COOKIE,
  readBearerToken,
  readSessionToken,
  setSessionCookie,
  clearSessionCookie,
} from './server/auth/sessionCookie.ts';
import { validateSessionToken } from './server/auth/session.commands.ts';
import { toCurrentUser } from './server/users/publicUser.ts';
import { getSiteConfig } from './server/site/siteConfig.queries.ts';
import { DEFAULT_SITE_CONFIG } from './shared/site/siteConfig.ts';
import { LOCALE_COOKIE, resolveLocale } from './i18n/locales.ts';
import { runWithLocale } from './i18n/serverLocale.ts';
import { isLoginRequired, signinPath } from './shared/navigation/paths.ts';
import { isCrossSiteMutation } from './server/http/originCheck.ts';
import { logger } from './server/log/logger.ts';
import { compression } from './server/http/compressionMiddleware.ts';
import { standardStatusText } from './server/http/statusTextMiddleware.ts';
import { securityHeaders } from './server/http/securityHeadersMiddleware.ts';
import { sharedPageLabels } from './server/http/sharedPageLabels.ts';
import { twoFactorAdminGate } from './server/twoFactor/twoFactorAdminGate.ts';
import { queryCountLog } from './server/db/queryCountMiddleware.ts';
import { readYourWrites } from './server/db/readYourWrites.ts';
import { databaseOutageStatus } from './server/db/outageMiddleware.ts';
import { startServerServices } from './server/startup/startServerServices.ts';
import { isDatabaseUnavailable } from './server/db/databaseUnavailable.ts';
import { readAllMarkOf } from './server/watching/readAllMark.ts';
import { countVisit } from './server/trust/countVisit.ts';
import { looksLikeApiKey } from './server/apikeys/apiKeyToken.ts';
import { answerWithApiKey } from './server/apikeys/apiKeyRequest.ts';
import { m } from './paraglide/messages.js';

startServerServices();

// healthz/readyz: probes answer before install and without a session (decision 020).
const PUBLIC_ASSET = /^\/(_astro|builds|favicon|robots\.txt|uploads|healthz|readyz)(\/|\.|$)/;
const INSTALL_ROUTE = /^\/(install|api\/install)(\/|$)/;

const prepare = defineMiddleware(async (context, next) => {
  context.locals.requestId = randomUUID();
  context.locals.user = null;
  context.locals.signedInUser = null;
  context.locals.personalPage = false;
  context.locals.session = null;
  context.locals.readAll = null;
  context.locals.apiKey = null;
  context.locals.installed = isInstalled();
  context.locals.config = DEFAULT_SITE_CONFIG;
  if (context.locals.installed) {
    try {
      context.locals.config = await getSiteConfig();
    } catch (error) {
      logger.warn(
        { err: error, requestId: context.locals.requestId },
        'site config unavailable; using defaults',
      );
    }
  }
  const locale = resolveLocale(context.cookies.get(LOCALE_COOKIE)?.value, context.locals.config.language);
  context.locals.locale = locale;
  return runWithLocale(locale, next);
});

const installGate = defineMiddleware(async (context, next) => {
  const { pathname } = context.url;
  if (PUBLIC_ASSET.test(pathname)) return next();
  if (context.locals.installed) {
    if (pathname === '/install' || pathname.startsWith('/install/')) return context.redirect('/', 302);
    return next();
  }
  if (INSTALL_ROUTE.test(pathname)) return next();
  if (pathname.startsWith('/api/')) return fail(503, m.install_not_installed(), ErrorCode.notInstalled);
  return context.redirect('/install', 302);
});

const csrf = defineMiddleware(async (context, next) => {
  if (isCrossSiteMutation(context.request, context.url)) {
    return fail(403, m.error_cross_site(), ErrorCode.forbidden);
  }
  return next();
});

const session = defineMiddleware(async (context, next) => {
  if (!context.locals.installed || PUBLIC_ASSET.test(context.url.pathname)) return next();
  // An API key (decision 072) takes the place of a session: the cookie is not read at all.
  const bearer = readBearerToken(context.request);
  if (bearer !== undefined && looksLikeApiKey(bearer)) return answerWithApiKey(context, bearer, next);
  const token = readSessionToken(context.request, context.cookies);
  if (!token) return next();
  const secure = isHttpsRequest(context.request, context.url);
  try {
    const validated = await validateSessionToken(token);
    if (validated) {
      context.locals.session = validated.session;
      context.locals.user = toCurrentUser(validated.user);
      context.locals.signedInUser = context.locals.user;
      context.locals.readAll = readAllMarkOf(validated.user);
      // A day already counted costs nothing here (trust levels, issue 40).
      await countVisit(validated.user, context.locals.config.timeZone);
      // Sessions from before the member hint existed get it with their next page (decision 027).
      const hintMissing = !context.cookies.has(MEMBER_HINT_COOKIE);
      if ((validated.renewed || hintMissing) && context.cookies.get('token')?.value === token) {
        setSessionCookie(context.cookies, token, validated.session.expiresAt, secure);
      }
    } else if (context.cookies.has('token')) {
      clearSessionCookie(context.cookies, secure);
    }
  } catch (error) {
    // Signed-in API callers must not look signed out while the database is down (decision 020).
    if (isDatabaseUnavailable(error) && context.url.pathname.startsWith('/api/')) {
      return serviceUnavailable(m.error_service_unavailable());
    }
    logger.warn({ err: error, requestId: context.locals.requestId }, 'session lookup failed');
  }
  return next();
});

const guards = defineMiddleware(async (context, next) => {
  const { pathname, search } = context.url;
  if (!context.locals.user && isLoginRequired(pathname)) {
    return context.redirect(signinPath(`${pathname}${search}`), 302);
  }
  // A site key was made by the owner behind this gate; personal keys of administrators pass it.
  const twoFactorRequired = context.locals.apiKey?.site ? undefined : await twoFactorAdminGate(context);
  if (twoFactorRequired) return twoFactorRequired;
  const response = await next();
  // Unknown API routes answer an envelope, not the HTML error page.
  if (
    response.status === 404 &&
    pathname.startsWith('/api/') &&
    !response.headers.get('content-type')?.includes('json')
  ) {
    return fail(404, m.error_not_found(), ErrorCode.notFound);
  }
  return response;
});

export const onRequest = sequence(
  compression,
  queryCountLog,
  standardStatusText,
  readYourWrites,
  prepare,
  databaseOutageStatus,
  securityHeaders,
  installGate,
  csrf,
  session,
  sharedPageLabels,
  guards,
);
