import type { Server } from 'node:http';
import { SECURITY_HEADERS } from './securityHeaders.ts';
import { NON_PAGE_POLICY } from './securityPolicy.ts';

// Only relative imports here: scripts/serve.ts loads this file with Node's type stripping.

/**
 * Files served straight from disk (scripts, styles, icons) never reach the middleware, so every
 * response starts with the headers; rendered responses replace them with their own (decision 021).
 */
export function presetSecurityHeaders(server: Server): void {
  server.prependListener('request', (_request, response) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    response.setHeader('content-security-policy', NON_PAGE_POLICY);
  });
}
