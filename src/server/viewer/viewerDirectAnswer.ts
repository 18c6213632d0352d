import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_COOKIE } from '../auth/sessionCookie.ts';
import { isMemberBrowserGet } from '../auth/memberBrowserRequest.ts';
import { getEnv } from '../config/env.ts';
import { readScopeFor, RECENT_WRITE_COOKIE } from '../db/recentWrite.ts';
import { runWithReadScope } from '../db/readScope.ts';
import { gzippedSmallBody, varyOnAcceptEncoding } from '../http/compressResponse.ts';
import { cookieValue } from '../http/cookieValue.ts';
import { JSON_HEADERS, okEnvelope } from '../http/respond.ts';
import { withSecurityHeaders } from '../http/responseSecurityHeaders.ts';
import { isForwardedHttps } from '../http/securityRequestScheme.ts';
import { isInstalled } from '../install/installState.ts';
import { getSiteConfig } from '../site/siteConfig.queries.ts';
import { toCurrentUser } from '../users/publicUser.ts';
import { viewerCheckinDays, viewerStateOfRows } from './readViewerState.ts';
import { readMemberViewerRound } from './memberViewerRound.ts';
import { readAllMarkOf } from '../watching/readAllMark.ts';
import { countVisit } from '../trust/countVisit.ts';
import { LOCALE_COOKIE, resolveLocale } from '@/i18n/locales.ts';
import { runWithLocale } from '@/i18n/serverLocale.ts';
import { viewerQuerySchema } from '@/shared/viewer/viewerQuerySchema.ts';

/**
 * A viewer answer shorter than this goes uncompressed: it fits in a connection's first TCP window
 * (about 14 KB) either way, so gzip saves bytes but no round trip, and gzipping the 2.5 KB answer of a
 * moment page with 25 comments cost the server a fifth of that request's CPU (decision 042).
 */
const VIEWER_GZIP_MINIMUM_BYTES = 8 * 1024;

const VIEWER_PATH = '/api/viewer';

/**
 * A browser's viewer request from a signed-in member: GET /api/viewer with the session cookie and
 * the member hint. API clients (Authorization) and everything else take the app's whole way.
 */
export function isMemberViewerRequest(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  return isMemberBrowserGet(request, VIEWER_PATH);
}

/** The URL the app's adapter gives a request: the socket's scheme and the Host header. */
function requestUrlOf(request: IncomingMessage): URL {
  const encrypted = 'encrypted' in request.socket && request.socket.encrypted === true;
  return new URL(
    request.url ?? '/',
    `${encrypted ? 'https' : 'http'}://${request.headers.host ?? 'localhost'}`,
  );
}

/**
 * GET /api/viewer for a member whose session needs nothing written, answered the way the route and
 * the middleware would answer it, without the framework's request pipeline: that pipeline cost as
 * much CPU as the viewer state itself, on every member page view (decision 040). Every other case
 * (no install, an unknown, ended or renewable session, a bad query, the query-count log, an error)
 * resolves false before writing, and the app answers it whole.
 */
export async function answerMemberViewer(
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  if (!isInstalled() || getEnv().QUERY_COUNT) return false;
  const cookies = request.headers.cookie;
  const token = cookieValue(cookies, SESSION_COOKIE);
  if (!token) return false;
  const url = requestUrlOf(request);
  const query = viewerQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return false;
  const config = await getSiteConfig();
  const round = await readMemberViewerRound(
    token,
    query.data,
    viewerCheckinDays(query.data, config.timeZone),
  );
  if (!round || round.stored.ended || round.stored.renewalDue) return false;
  const { stored, rows } = round;
  // A member's page view passes here, not through the middleware: their day's visit is counted here.
  await countVisit(stored.user, config.timeZone);
  const locale = resolveLocale(cookieValue(cookies, LOCALE_COOKIE), config.language);
  const scope = readScopeFor('GET', cookieValue(cookies, RECENT_WRITE_COOKIE), Date.now());
  const state = await runWithReadScope(scope, () =>
    runWithLocale(locale, () =>
      viewerStateOfRows(toCurrentUser(stored.user), query.data, rows, {
        timeZone: config.timeZone,
        requestUrl: url,
        readAll: readAllMarkOf(stored.user),
        reactions: config.reactions,
      }),
    ),
  );
  const text = Buffer.from(JSON.stringify(okEnvelope(state)));
  const headers = new Headers(JSON_HEADERS);
  withSecurityHeaders(headers, isForwardedHttps(request.headers['x-forwarded-proto']?.toString()));
  const gzipped = gzippedSmallBody(
    request.headers['accept-encoding']?.toString() ?? null,
    text,
    VIEWER_GZIP_MINIMUM_BYTES,
  );
  if (gzipped) {
    headers.set('content-encoding', 'gzip');
    headers.set('vary', varyOnAcceptEncoding(headers.get('vary')));
  }
  const body = gzipped ?? text;
  headers.set('content-length', String(body.byteLength));
  response.setHeaders(headers);
  response.end(body);
  return true;
}
