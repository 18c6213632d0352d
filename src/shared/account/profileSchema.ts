import { z } from 'zod';
import { m } from '@/paraglide/messages.js';
import { NICKNAME_MAX } from '@/shared/users/nickname.ts';
import { isUploadUrl } from '@/shared/upload/uploadUrl.ts';
import { settingUrlSchema } from '@/shared/validation/settingUrl.ts';

export const SIGNATURE_MAX = 255;

/** POST /api/user/profile: every field at once, as the form shows them. */
export const profileSchema = z.object({
  nickname: z
    .string()
    .trim()
    .min(1, { error: () => m.account_nickname_required() })
    .max(NICKNAME_MAX, { error: () => m.account_nickname_too_long({ max: String(NICKNAME_MAX) }) }),
  signature: z
    .string()
    .trim()
    .max(SIGNATURE_MAX, { error: () => m.account_signature_too_long({ max: String(SIGNATURE_MAX) }) })
    .default(''),
  homepage: settingUrlSchema('web', { invalid: () => m.account_homepage_invalid(), optional: true }).default(
    '',
  ),
  /** An image stored by POST /api/upload, or '' for none. */
  background: z
    .string()
    .trim()
    .refine((value) => value === '' || isUploadUrl(value), { error: () => m.account_image_invalid() })
    .default(''),
});

export type ProfileData = z.output<typeof profileSchema>;

/** POST /api/user/avatar: a square of `size` pixels at (x, y) of an uploaded image, in its own pixels. */
export const avatarCropSchema = z.object({
  url: z.string().refine(isUploadUrl, { error: () => m.account_image_invalid() }),
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  size: z.number().int().min(1).max(10_000),
});
