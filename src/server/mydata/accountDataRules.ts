import type { RateLimitRule } from '../rateLimit/fixedWindow.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** account_exports.status. */
export const ExportStatus = { preparing: 0, ready: 1, failed: 2, expired: 3 } as const;

/** An archive is downloadable for seven days, then removed. */
export const EXPORT_KEEP_MS = 7 * DAY;
/** Archives a member may ask for a day: each one reads everything they wrote. */
export const EXPORT_REQUEST_LIMIT: RateLimitRule = { limit: 3, windowMs: DAY };
/** Deletion and cancel confirmations per member: each one runs Argon2id or checks a code. */
export const DELETION_CONFIRM_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * MINUTE };
/** The grace period between asking for the deletion and the erasure. */
export const DELETION_GRACE_MS = 7 * DAY;
