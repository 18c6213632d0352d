import type { RateLimitRule } from '../rateLimit/fixedWindow.ts';

const MINUTE = 60_000;

/** Wrong codes one challenge may take before it is void (a new password step is needed). */
export const CHALLENGE_MAX_ATTEMPTS = 5;
export const CHALLENGE_LIFETIME_MS = 5 * MINUTE;
/** Code attempts per member across challenges and enrolment screens (a 6-digit code has 10^6 values). */
export const TWO_FACTOR_USER_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * MINUTE };
