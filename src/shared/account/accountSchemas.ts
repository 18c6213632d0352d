import { z } from 'zod';
import { m } from '@/paraglide/messages.js';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '@/shared/users/username.ts';

const EMAIL_MAX = 191;

/** POST /api/user/username (5–12 of letters, digits, _ and -, starting with a letter). */
export const usernameSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, { error: () => m.account_username_required() })
    .regex(USERNAME_PATTERN, {
      error: () => m.account_username_invalid({ min: String(USERNAME_MIN), max: String(USERNAME_MAX) }),
    }),
});

const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: () => m.account_email_required() })
  .max(EMAIL_MAX, { error: () => m.account_email_invalid() })
  .pipe(z.email({ error: () => m.account_email_invalid() }));

/** POST /api/user/email: set or change the address (a verification mail follows). */
export const emailSchema = z.object({ email: emailField });

const newPasswordField = z
  .string()
  .min(1, { error: () => m.account_password_required() })
  .min(PASSWORD_MIN, { error: () => m.account_password_too_short({ min: String(PASSWORD_MIN) }) })
  .max(PASSWORD_MAX, { error: () => m.account_password_too_long({ max: String(PASSWORD_MAX) }) });

const confirmField = z.string().default('');

function matching<T extends { password: string; rePassword: string }>(schema: z.ZodType<T>) {
  return schema.refine((value) => value.password === value.rePassword, {
    path: ['rePassword'],
    error: () => m.account_password_mismatch(),
  });
}

/** POST /api/user/password: oldPassword is required when a password is already set. */
export const passwordChangeSchema = matching(
  z.object({
    oldPassword: z.string().max(PASSWORD_MAX).default(''),
    password: newPasswordField,
    rePassword: confirmField,
  }),
);

/** POST /api/password/forgot */
export const forgotPasswordSchema = z.object({ email: emailField });

/** POST /api/password/reset */
export const resetPasswordSchema = matching(
  z.object({
    token: z.string().trim().min(1).max(128),
    password: newPasswordField,
    rePassword: confirmField,
  }),
);

export type PasswordChangeData = z.output<typeof passwordChangeSchema>;
