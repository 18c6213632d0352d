/** users.ban_reason is VARCHAR(255); moderation reasons share that bound. */
export const MODERATION_REASON_MAX = 255;
