import { getEnv } from '../config/env.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site state changes made with the session cookie. Bearer-token clients
 * are not exposed to CSRF, and requests with neither header come from non-browser clients.
 */
export function isCrossSiteMutation(request: Request, url: URL): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.headers.get('authorization')?.toLowerCase().startsWith('bearer ')) return false;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const allowed = new Set([url.origin]);
  const publicOrigin = getEnv().PUBLIC_ORIGIN;
  if (publicOrigin) allowed.add(new URL(publicOrigin).origin);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  return !allowed.has(origin);
}
