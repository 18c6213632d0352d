import type { IncomingMessage } from 'node:http';
import { MEMBER_HINT_COOKIE, SESSION_COOKIE } from './sessionCookie.ts';
import { cookieValue } from '../http/cookieValue.ts';

/**
 * A signed-in member's browser asking GET `path` (any query): the session cookie and the member
 * hint, no `Authorization` (API clients take the app's whole way). The front door answers such
 * requests itself in their plain case (decisions 040 and 085).
 */
export function isMemberBrowserGet(
  request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
  path: string,
): boolean {
  if (request.method !== 'GET') return false;
  const url = request.url ?? '';
  const queryAt = url.indexOf('?');
  if ((queryAt === -1 ? url : url.slice(0, queryAt)) !== path) return false;
  const { authorization, cookie } = request.headers;
  if (authorization !== undefined) return false;
  return (
    Boolean(cookieValue(cookie, SESSION_COOKIE)) && cookieValue(cookie, MEMBER_HINT_COOKIE) !== undefined
  );
}
