import type { RateLimitRule } from '../../rateLimit/fixedWindow.ts';

const MINUTE = 60_000;

export const SMS_PHONE_MINUTE_LIMIT: RateLimitRule = { limit: 1, windowMs: MINUTE };
export const SMS_PHONE_HOUR_LIMIT: RateLimitRule = { limit: 5, windowMs: 60 * MINUTE };
export const SMS_IP_HOUR_LIMIT: RateLimitRule = { limit: 20, windowMs: 60 * MINUTE };
