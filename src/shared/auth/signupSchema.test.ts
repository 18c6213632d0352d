import { describe, expect, it } from 'vitest';
import { signupSchema } from './signupSchema.ts';
import { fieldErrors } from './fieldErrors.ts';
import { runWithLocale } from '@/i18n/serverLocale.ts';

const valid = { nickname: 'Ada', email: 'ada@example.com', password: 'secret1', rePassword: 'secret1' };

function errorsOf(input: unknown): Record<string, string> {
  const result = signupSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error.issues);
}

describe('signupSchema', () => {
  it('asks for every missing field at once (SPEC §5)', () => {
    expect(errorsOf({})).toEqual({
      nickname: 'Please enter nickname',
      email: 'Please enter email',
      password: 'Please enter password',
    });
    expect(errorsOf({ nickname: '  ', email: ' ', password: '', rePassword: '' })).toEqual({
      nickname: 'Please enter nickname',
      email: 'Please enter email',
      password: 'Please enter password',
    });
  });

  it('needs a password of at least 6 characters', () => {
    expect(errorsOf({ ...valid, password: 'abcde', rePassword: 'abcde' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(signupSchema.safeParse({ ...valid, password: 'abcdef', rePassword: 'abcdef' }).success).toBe(true);
  });

  it('needs the confirmation to match', () => {
    expect(errorsOf({ ...valid, rePassword: 'secret2' })).toEqual({ rePassword: 'Passwords do not match' });
    expect(errorsOf({ ...valid, rePassword: undefined })).toEqual({ rePassword: 'Passwords do not match' });
  });

  it('reports a mismatch together with other field errors', () => {
    expect(errorsOf({ nickname: '', email: 'a@b.co', password: 'secret1', rePassword: 'x' })).toEqual({
      nickname: 'Please enter nickname',
      rePassword: 'Passwords do not match',
    });
  });

  it('rejects a malformed email', () => {
    expect(errorsOf({ ...valid, email: 'not-an-email' })).toEqual({ email: 'Please enter a valid email' });
  });

  it('trims the nickname and limits it to 20 characters', () => {
    expect(errorsOf({ ...valid, nickname: 'x'.repeat(21) })).toEqual({
      nickname: 'Nickname must be at most 20 characters',
    });
    expect(signupSchema.parse({ ...valid, nickname: `  ${'x'.repeat(20)}  ` }).nickname).toBe('x'.repeat(20));
  });

  it('trims and lower-cases the email', () => {
    expect(signupSchema.parse({ ...valid, email: '  Ada.Lovelace@Example.COM ' }).email).toBe(
      'ada.lovelace@example.com',
    );
  });

  it('keeps the redirect on this site', () => {
    expect(signupSchema.parse({ ...valid, redirect: '/moments?x=1' }).redirect).toBe('/moments?x=1');
    expect(signupSchema.parse({ ...valid, redirect: 'https://evil.example' }).redirect).toBe('/');
    expect(signupSchema.parse(valid).redirect).toBe('/');
  });

  it('speaks Chinese in the zh-CN locale', () => {
    const errors = runWithLocale('zh-CN', () => errorsOf({ ...valid, nickname: '', rePassword: 'x' }));
    expect(errors).toEqual({ nickname: '请输入昵称', rePassword: '两次输入的密码不一致' });
  });
});
