import type { IncomingMessage } from 'node:http';

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port'];

/**
 * Without TRUST_PROXY no proxy of the operator's stands in front, so the forwarding headers are the
 * client's own words: they are dropped before anything reads them. The framework trusts them for
 * the request's URL and client address once a Host is allowed (astro.config.ts, decision 049).
 */
export function dropUntrustedForwarding(request: IncomingMessage, trustProxy: boolean): void {
  if (trustProxy) return;
  for (const name of FORWARDING_HEADERS) {
    if (name in request.headers) delete request.headers[name];
  }
}
