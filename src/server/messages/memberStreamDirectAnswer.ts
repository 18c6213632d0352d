import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_COOKIE } from '../auth/sessionCookie.ts';
import { isMemberBrowserGet } from '../auth/memberBrowserRequest.ts';
import { readStoredSession } from '../auth/session.queries.ts';
import { getEnv } from '../config/env.ts';
import { cookieValue } from '../http/cookieValue.ts';
import { withSecurityHeaders } from '../http/responseSecurityHeaders.ts';
import { isForwardedHttps } from '../http/securityRequestScheme.ts';
import { isInstalled } from '../install/installState.ts';
import { readableLiveItem } from '../liveItems/readableLiveItem.ts';
import { getSiteConfig } from '../site/siteConfig.queries.ts';
import { countVisit } from '../trust/countVisit.ts';
import { toCurrentUser } from '../users/publicUser.ts';
import { EVENT_STREAM_HEADERS, openUnreadFeed } from './unreadCountStream.ts';
import { liveItemQuerySchema } from '@/shared/liveItems/liveItemQuerySchema.ts';

const STREAM_PATH = '/api/user/msg_stream';

/**
 * A browser tab's event stream from a signed-in member: GET /api/user/msg_stream with the session
 * cookie and the member hint. API clients (Authorization) and everything else take the app's way.
 */
export function isMemberStreamRequest(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  return isMemberBrowserGet(request, STREAM_PATH);
}

/**
 * GET /api/user/msg_stream for a member whose session needs nothing written, answered as the route
 * answers it (the same feed, headers and visit count) but written straight to Node's response. A
 * stream stays open for as long as the tab does, and through the framework's pipeline each one kept
 * its request, headers, cookies, abort signals and middleware frames alive: about 23 KB of heap per
 * stream, 46 MB for 2,000 tabs under a 192 MB heap (decision 085). Every other case (no install, an
 * unknown, ended or renewable session, a bad query, the query-count log) resolves false before
 * writing, and the app answers it whole.
 */
export async function answerMemberStream(
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  if (!isInstalled() || getEnv().QUERY_COUNT) return false;
  const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
  if (!token) return false;
  const search = new URL(request.url ?? '/', 'http://localhost').searchParams;
  const query = liveItemQuerySchema.safeParse(Object.fromEntries(search));
  if (!query.success) return false;
  const stored = await readStoredSession(token);
  if (!stored || stored.ended || stored.renewalDue) return false;
  const config = await getSiteConfig();
  await countVisit(stored.user, config.timeZone);
  const user = toCurrentUser(stored.user);
  const item = await readableLiveItem(query.data.item, query.data.after, user);
  // The tab went away during the reads: there is nobody to answer.
  if (request.socket.destroyed) return true;
  const headers = new Headers(EVENT_STREAM_HEADERS);
  withSecurityHeaders(headers, isForwardedHttps(request.headers['x-forwarded-proto']?.toString()));
  response.setHeaders(headers);
  response.writeHead(200);
  response.flushHeaders();
  const stop = openUnreadFeed(
    user.id,
    { item },
    {
      send: (text) => void response.write(text),
      end: () => void response.end(),
    },
  );
  response.once('close', stop);
  return true;
}
