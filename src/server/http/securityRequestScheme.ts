import { getEnv } from '../config/env.ts';

/** True when the browser reached us over HTTPS: directly, or through a trusted proxy that says so. */
export function isHttpsRequest(request: Request, url: URL, trustProxy = getEnv().TRUST_PROXY): boolean {
  if (url.protocol === 'https:') return true;
  if (!trustProxy) return false;
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}
