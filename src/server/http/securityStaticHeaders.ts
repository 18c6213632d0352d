import type { ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from './securityHeaders.ts';
import { NON_PAGE_POLICY } from './securityPolicy.ts';

/**
 * Files served straight from disk (scripts, styles, icons) never reach the middleware, so every
 * response starts with the headers; rendered responses replace them with their own (decision 021).
 */
export function presetSecurityHeaders(response: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
  response.setHeader('content-security-policy', NON_PAGE_POLICY);
}
