import type { RateLimitRule } from '../rateLimit/fixedWindow.ts';

const MINUTE = 60_000;

/** Verification mails a member may ask for (each one costs an SMTP delivery). */
export const VERIFY_MAIL_USER_LIMIT: RateLimitRule = { limit: 5, windowMs: 60 * MINUTE };
/** Reset requests per address, counted whether or not the address exists (so the limit reveals nothing). */
export const RESET_MAIL_ADDRESS_LIMIT: RateLimitRule = { limit: 3, windowMs: 30 * MINUTE };
/** Reset requests per client address. */
export const RESET_MAIL_IP_LIMIT: RateLimitRule = { limit: 10, windowMs: 60 * MINUTE };
/** Reset attempts (token guesses) per client address. */
export const RESET_SUBMIT_IP_LIMIT: RateLimitRule = { limit: 20, windowMs: 15 * MINUTE };
/** Password changes per member: each one runs Argon2id on the old password. */
export const PASSWORD_CHANGE_USER_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * MINUTE };
