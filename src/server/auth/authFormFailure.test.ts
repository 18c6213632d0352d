import { describe, expect, it } from 'vitest';
import { authFormFailure } from './authFormFailure.ts';
import { ApiError } from '../http/ApiError.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { signupSchema } from '@/shared/auth/signupSchema.ts';

describe('authFormFailure', () => {
  it('puts schema errors on their fields', () => {
    const result = signupSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(authFormFailure(result.error)).toMatchObject({
      status: 400,
      errors: { nickname: 'Please enter nickname' },
      formError: '',
    });
  });

  it('puts a field error on its field and any other expected error above the form', () => {
    expect(authFormFailure(new ApiError(409, 'taken', ErrorCode.conflict, 'email'))).toEqual({
      status: 409,
      errors: { email: 'taken' },
      formError: '',
    });
    expect(authFormFailure(new ApiError(429, 'slow down', ErrorCode.rateLimited))).toEqual({
      status: 429,
      errors: {},
      formError: 'slow down',
    });
  });

  it('rethrows anything unexpected', () => {
    const boom = new Error('boom');
    expect(() => authFormFailure(boom)).toThrow(boom);
  });
});
