import { z } from 'zod';
import { m } from '@/paraglide/messages.js';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/shared/users/username.ts';
import { NICKNAME_MAX } from '@/shared/users/nickname.ts';
import { redirectField } from './redirectField.ts';

const EMAIL_MAX = 191;

/** POST /api/login/signup; the island validates with the same schema. */
export const signupSchema = z
  .object({
    nickname: z
      .string({ error: () => m.auth_nickname_required() })
      .trim()
      .min(1, { error: () => m.auth_nickname_required() })
      .max(NICKNAME_MAX, { error: () => m.auth_nickname_too_long({ max: String(NICKNAME_MAX) }) }),
    email: z
      .string({ error: () => m.auth_email_required() })
      .trim()
      .toLowerCase()
      .min(1, { error: () => m.auth_email_required() })
      .max(EMAIL_MAX, { error: () => m.auth_email_invalid() })
      .pipe(z.email({ error: () => m.auth_email_invalid() })),
    password: z
      .string({ error: () => m.auth_password_required() })
      .min(1, { error: () => m.auth_password_required() })
      .min(PASSWORD_MIN, { error: () => m.auth_password_too_short({ min: String(PASSWORD_MIN) }) })
      .max(PASSWORD_MAX, { error: () => m.auth_password_too_long({ max: String(PASSWORD_MAX) }) }),
    rePassword: z.string({ error: () => m.auth_password_mismatch() }).default(''),
    redirect: redirectField,
    /** The invitation code, when sign-up is by invitation. */
    invite: z.string().trim().max(64).default(''),
    /** The signed time the form was shown (GET /api/login/signup-token for API clients). */
    formToken: z.string().max(200).default(''),
    /** The honeypot: a hidden field people never fill in. */
    website: z.string().max(500).default(''),
  })
  .refine((value) => value.password === value.rePassword, {
    path: ['rePassword'],
    error: () => m.auth_password_mismatch(),
    // Checked even when other fields fail, so the form shows every message at once.
    when: (payload) => {
      // The body may be any JSON value, null included (a JSON `null` body must be a 400, not a crash).
      const value = payload.value as { password?: unknown; rePassword?: unknown } | null | undefined;
      return typeof value?.password === 'string' && value.password !== '';
    },
  });

export type SignupData = z.output<typeof signupSchema>;
