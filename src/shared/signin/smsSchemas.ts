import { z } from 'zod';
import { m } from '@/paraglide/messages.js';
import { redirectField } from '@/shared/auth/redirectField.ts';
import { normalizePhone } from './phone.ts';

export const SMS_CODE_LENGTH = 6;

const phoneField = z.unknown().transform((value, context) => {
  const phone = normalizePhone(value);
  if (phone === null) {
    context.addIssue({ code: 'custom', message: m.signin_phone_invalid() });
    return z.NEVER;
  }
  return phone;
});

/** POST /api/login/sms/send */
export const smsSendSchema = z.object({ phone: phoneField });

/** POST /api/login/sms/signin (valid phone, code required, agreement ticked; decision 016). */
export const smsSigninSchema = z.object({
  phone: phoneField,
  code: z
    .string({ error: () => m.signin_code_required() })
    .trim()
    .min(1, { error: () => m.signin_code_required() })
    .regex(/^\d{6}$/, { error: () => m.signin_code_invalid() }),
  // Forms send "on"/"true"; JSON sends true.
  agree: z.preprocess(
    (value) => value === true || value === 'true' || value === 'on',
    z.literal(true, { error: () => m.signin_agree_required() }),
  ),
  redirect: redirectField,
});
