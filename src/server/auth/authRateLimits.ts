import type { RateLimitRule } from '../rateLimit/fixedWindow.ts';

const MINUTE = 60_000;

/** Failed sign-ins per account (decision 007). */
export const SIGNIN_ACCOUNT_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * MINUTE };
/** Sign-in attempts per client address, failed or not. */
export const SIGNIN_IP_LIMIT: RateLimitRule = { limit: 30, windowMs: 15 * MINUTE };
/** Sign-up attempts per client address. */
export const SIGNUP_IP_LIMIT: RateLimitRule = { limit: 10, windowMs: 60 * MINUTE };
