import { z } from 'zod';
import { SETTING_URL_MAX_LENGTH, settingUrlSchema } from '@/shared/validation/settingUrl.ts';
import { m } from '@/paraglide/messages.js';

export const FRIEND_LINK_TITLE_MAX = 80;
export const FRIEND_LINK_URL_MAX = SETTING_URL_MAX_LENGTH;
export const FRIEND_LINK_SUMMARY_MAX = 300;

/** status column: shown on /links and in the side bar, or kept but hidden. */
export const FriendLinkStatus = { shown: 0, hidden: 1 } as const;

/** A friend link as the admin back end (issue 7) creates or replaces it. */
export const friendLinkInputSchema = z.object({
  title: z
    .string({ error: () => m.discovery_link_title_required() })
    .trim()
    .min(1, { error: () => m.discovery_link_title_required() })
    .max(FRIEND_LINK_TITLE_MAX, {
      error: () => m.discovery_link_title_too_long({ max: String(FRIEND_LINK_TITLE_MAX) }),
    }),
  url: settingUrlSchema('web', {
    invalid: () => m.discovery_link_url_invalid(),
    tooLong: () => m.discovery_link_url_too_long({ max: String(FRIEND_LINK_URL_MAX) }),
  }),
  summary: z
    .string()
    .trim()
    .max(FRIEND_LINK_SUMMARY_MAX, {
      error: () => m.discovery_link_summary_too_long({ max: String(FRIEND_LINK_SUMMARY_MAX) }),
    })
    .default(''),
  logo: settingUrlSchema('image', { invalid: () => m.discovery_link_logo_invalid(), optional: true }).default(
    '',
  ),
  sortOrder: z.coerce.number().int().min(-1_000_000).max(1_000_000).default(0),
  status: z
    .union([z.literal(FriendLinkStatus.shown), z.literal(FriendLinkStatus.hidden)])
    .default(FriendLinkStatus.shown),
});
export type FriendLinkData = z.output<typeof friendLinkInputSchema>;
