import { FALLBACK_PAGE_POLICY, NON_PAGE_POLICY } from './securityPolicy.ts';

// One year: the minimum the HSTS preload list accepts.
const HSTS = 'max-age=31536000';

/**
 * Browser features no page of ours uses; an injected script or frame cannot ask for them either.
 * Only features Chromium recognizes: an unknown one is a console warning on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** The headers every response carries, whatever produced it (decision 021). */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
} as const;

/**
 * Adds the security headers. A policy already set (Astro's hashed page policy, the uploads'
 * sandbox) is kept; other HTML gets the page policy without Astro's hashes, anything else one
 * under which nothing runs.
 */
export function applySecurityHeaders(headers: Headers, options: { https: boolean }): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
  if (!headers.has('content-security-policy')) {
    const page = headers.get('content-type')?.startsWith('text/html') ?? false;
    headers.set('content-security-policy', page ? FALLBACK_PAGE_POLICY : NON_PAGE_POLICY);
  }
  if (options.https) headers.set('strict-transport-security', HSTS);
}
