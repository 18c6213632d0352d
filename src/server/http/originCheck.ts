import { getEnv } from '../config/env.ts';
import { UNSUBSCRIBE_PATH } from '@/shared/notifications/notificationPaths.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function ownOrigins(request: Request, url: URL): Set<string> {
  const allowed = new Set([url.origin]);
  const publicOrigin = getEnv().PUBLIC_ORIGIN;
  if (publicOrigin) allowed.add(new URL(publicOrigin).origin);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  return allowed;
}

function originOf(referer: string): string | undefined {
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * True when a browser says the request was started by another site (or origin). Bearer-token
 * clients are not exposed to CSRF, and requests with none of the headers come from non-browser
 * clients (every current browser sends Sec-Fetch-Site).
 */
export function isCrossSiteRequest(request: Request, url: URL): boolean {
  if (request.headers.get('authorization')?.toLowerCase().startsWith('bearer ')) return false;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.get('origin') ?? originOf(request.headers.get('referer') ?? '');
  if (origin === undefined) return false;
  return !ownOrigins(request, url).has(origin);
}

/**
 * Refuses cross-site state changes made with the session cookie. The one-click unsubscribe POST
 * (RFC 8058) is let through: mail clients send it from their own origin, and it needs no cookie,
 * since its authority is the link's signature for one member and topic, and all it can do is turn
 * that member's mail off (decision 064).
 */
export function isCrossSiteMutation(request: Request, url: URL): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (url.pathname === UNSUBSCRIBE_PATH) return false;
  return isCrossSiteRequest(request, url);
}
