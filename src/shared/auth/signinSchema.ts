import { z } from 'zod';
import { m } from '@/paraglide/messages.js';
import { PASSWORD_MAX } from '@/shared/users/username.ts';
import { redirectField } from './redirectField.ts';

/** POST /api/login/signin: `username` holds a username or an email. */
export const signinSchema = z.object({
  username: z
    .string({ error: () => m.auth_username_or_email_required() })
    .trim()
    .min(1, { error: () => m.auth_username_or_email_required() })
    .max(191, { error: () => m.auth_invalid_credentials() }),
  password: z
    .string({ error: () => m.auth_password_required() })
    .min(1, { error: () => m.auth_password_required() })
    .max(PASSWORD_MAX, { error: () => m.auth_password_too_long({ max: String(PASSWORD_MAX) }) }),
  redirect: redirectField,
});

export type SigninData = z.output<typeof signinSchema>;
