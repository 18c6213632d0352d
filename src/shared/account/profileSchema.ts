import { z } from 'zod';
import { m } from '@/paraglide/messages.js';
import { NICKNAME_MAX } from '@/shared/users/nickname.ts';
import { isUploadUrl } from '@/shared/upload/uploadUrl.ts';

export const SIGNATURE_MAX = 255;
export const HOMEPAGE_MAX = 512;

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

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
  homepage: z
    .string()
    .trim()
    .max(HOMEPAGE_MAX, { error: () => m.account_homepage_invalid() })
    .refine((value) => value === '' || isWebUrl(value), { error: () => m.account_homepage_invalid() })
    .default(''),
  /** An image stored by POST /api/upload, or '' for none. */
  background: z
    .string()
    .trim()
    .refine((value) => value === '' || isUploadUrl(value), { error: () => m.account_image_invalid() })
    .default(''),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileData = z.output<typeof profileSchema>;

/** POST /api/user/avatar: a square of `size` pixels at (x, y) of an uploaded image, in its own pixels. */
export const avatarCropSchema = z.object({
  url: z.string().refine(isUploadUrl, { error: () => m.account_image_invalid() }),
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  size: z.number().int().min(1).max(10_000),
});

export type AvatarCropInput = z.input<typeof avatarCropSchema>;
