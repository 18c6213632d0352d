import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/shared/auth/fieldErrors.ts';
import { smsSendSchema, smsSigninSchema } from './smsSchemas.ts';

const errorsOf = (input: unknown) => {
  const result = smsSigninSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error.issues);
};

describe('SMS sign-in schemas (SPEC §5)', () => {
  it('normalizes the phone and refuses an invalid one', () => {
    expect(smsSendSchema.parse({ phone: '+1 (555) 010-9999' }).phone).toBe('+15550109999');
    expect(smsSendSchema.safeParse({ phone: '12' }).error?.issues[0]?.message).toBe(
      'Please enter a valid phone number',
    );
  });

  it('requires the code and the agreement', () => {
    expect(errorsOf({ phone: '5550109999', code: '', agree: true })).toEqual({
      code: 'Please enter the verification code',
    });
    expect(errorsOf({ phone: '5550109999', code: '123456', agree: false })).toEqual({
      agree: 'Please read and agree to the user agreement',
    });
    expect(errorsOf({ phone: '5550109999', code: '123456', agree: 'on' })).toEqual({});
  });

  it('keeps the redirect on this site', () => {
    const parsed = smsSigninSchema.parse({
      phone: '5550109999',
      code: '123456',
      agree: true,
      redirect: '//evil',
    });
    expect(parsed.redirect).toBe('/');
  });
});
