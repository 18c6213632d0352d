import { getEnv } from '../config/env.ts';

/** True when the browser reached us over HTTPS: directly, or through a trusted proxy that says so. */
export function isHttpsRequest(request: Request, url: URL, trustProxy = getEnv().TRUST_PROXY): boolean {
  if (url.protocol === 'https:') return true;
  return isForwardedHttps(request.headers.get('x-forwarded-proto'), trustProxy);
}

/** True when a trusted proxy says the browser reached it over HTTPS (X-Forwarded-Proto). */
export function isForwardedHttps(
  forwardedProto: string | null | undefined,
  trustProxy = getEnv().TRUST_PROXY,
): boolean {
  if (!trustProxy) return false;
  return forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}
