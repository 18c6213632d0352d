import type { AstroUserConfig } from 'astro';
import { INLINE_SCRIPT_HASHES } from './securityInlineScripts.ts';

type AstroCspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

// Only relative imports here: astro.config.ts loads this file.

/**
 * The Content-Security-Policy directives besides script-src and style-src, which Astro writes
 * from the hashes of the scripts it emitted (decision 021). Stable per build, never per request.
 */
export const POLICY_DIRECTIVES: NonNullable<AstroCspConfig['directives']> = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "connect-src 'self'",
  // Every image is ours: uploads (logos too, decision 025), data: content images, blob: previews.
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'none'",
  "manifest-src 'self'",
];

/** Astro's `security.csp`: the policy goes out as a response header on every rendered page. */
export const ASTRO_CSP: AstroCspConfig = {
  algorithm: 'SHA-256',
  directives: POLICY_DIRECTIVES,
  scriptDirective: { resources: ["'self'"], hashes: INLINE_SCRIPT_HASHES },
  // Sanitized content and the editor use style attributes; with 'unsafe-inline' Astro adds no style hashes.
  styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
};

/**
 * The policy for responses Astro did not render (API answers, redirects, files): nothing may run
 * or be framed. Pages rendered by Astro carry the full policy from ASTRO_CSP instead.
 */
export const NON_PAGE_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The service worker's own policy (a worker follows the CSP of its script's response): it may fetch
 * this forum (pages, the offline page, assets) and show its icon, nothing else (decision 063).
 */
export const SERVICE_WORKER_POLICY = "default-src 'none'; connect-src 'self'; img-src 'self'";

/**
 * For an HTML response that reached the middleware without Astro's policy (none is known today):
 * our own inline scripts and files run, Astro's inlined scripts would be reported, styles still apply.
 */
export const FALLBACK_PAGE_POLICY = [
  ...POLICY_DIRECTIVES,
  `script-src 'self' ${INLINE_SCRIPT_HASHES.map((hash) => `'${hash}'`).join(' ')}`,
  "style-src 'self' 'unsafe-inline'",
].join('; ');
