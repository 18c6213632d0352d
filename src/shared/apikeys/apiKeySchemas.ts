import { z } from 'zod';
import { m } from '@/paraglide/messages.js';
import { API_SCOPES } from './apiScope.ts';
import { ALLOW_LIST_MAX, allowListEntries, invalidAllowListEntries } from './ipAllowList.ts';

export const API_KEY_NAME_MAX = 64;
/** The lifetimes a key may be given, in days; 0 never expires. */
export const API_KEY_LIFETIMES = [0, 7, 30, 90, 365] as const;
export const API_KEY_PER_MINUTE_DEFAULT = 60;
export const API_KEY_PER_MINUTE_MAX = 6000;

/** POST /api/user/api-keys/create: a personal key for the signed-in member. */
export const apiKeyCreateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => m.apikeys_name_required() })
    .max(API_KEY_NAME_MAX, { error: () => m.apikeys_name_too_long({ max: String(API_KEY_NAME_MAX) }) }),
  scopes: z
    .array(z.enum(API_SCOPES))
    .min(1, { error: () => m.apikeys_scopes_required() })
    .transform((scopes) => API_SCOPES.filter((scope) => scopes.includes(scope))),
  expiresInDays: z.coerce
    .number()
    .int()
    .refine((days) => (API_KEY_LIFETIMES as readonly number[]).includes(days), {
      error: () => m.apikeys_lifetime_invalid(),
    })
    .default(0),
  perMinute: z.coerce
    .number()
    .int()
    .min(1, { error: () => m.apikeys_per_minute_invalid({ max: String(API_KEY_PER_MINUTE_MAX) }) })
    .max(API_KEY_PER_MINUTE_MAX, {
      error: () => m.apikeys_per_minute_invalid({ max: String(API_KEY_PER_MINUTE_MAX) }),
    })
    .default(API_KEY_PER_MINUTE_DEFAULT),
  allowedIps: z
    .string()
    .max(2000)
    .default('')
    .transform((text) => allowListEntries(text))
    .superRefine((entries, context) => {
      const invalid = invalidAllowListEntries(entries);
      if (invalid.length > 0) {
        context.addIssue({ code: 'custom', message: m.apikeys_ip_invalid({ entry: invalid[0]! }) });
      } else if (entries.length > ALLOW_LIST_MAX) {
        context.addIssue({ code: 'custom', message: m.apikeys_ip_too_many({ max: String(ALLOW_LIST_MAX) }) });
      }
    }),
});

export type ApiKeyCreateInput = z.output<typeof apiKeyCreateSchema>;

/** POST /api/admin/api-keys/create: a site key acting as a chosen member (by username) or as the system. */
export const siteKeyCreateSchema = apiKeyCreateSchema.extend({
  actsAs: z.enum(['system', 'member']),
  member: z
    .string()
    .trim()
    .max(64)
    .default('')
    .transform((name) => name.replace(/^@/, '')),
});

export type SiteKeyCreateInput = z.output<typeof siteKeyCreateSchema>;

/** POST …/api-keys/revoke */
export const apiKeyRevokeSchema = z.object({ id: z.coerce.number().int().positive() });
