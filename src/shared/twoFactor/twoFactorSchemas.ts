import { z } from 'zod';
import { m } from '@/paraglide/messages.js';

const code = z
  .string()
  .trim()
  .min(1, { error: () => m.twofactor_code_required() })
  .max(32, { error: () => m.twofactor_code_invalid() });

/** The code step of sign-in; browsers may leave `challenge` out (it is in their cookie). */
export const twoFactorSigninSchema = z.object({
  challenge: z.string().max(64).optional(),
  code,
});

export const twoFactorCodeSchema = z.object({ code });

export const twoFactorDisableSchema = z.object({
  code: z.string().trim().max(32).optional(),
  password: z.string().max(200).optional(),
});
