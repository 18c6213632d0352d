import { describe, expect, it } from 'vitest';
import { signinSchema } from './signinSchema.ts';
import { fieldErrors } from './fieldErrors.ts';
import { runWithLocale } from '@/i18n/serverLocale.ts';

function errorsOf(input: unknown): Record<string, string> {
  const result = signinSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error.issues);
}

describe('signinSchema', () => {
  it('needs a username or email and a password (SPEC §5)', () => {
    expect(errorsOf({})).toEqual({
      username: 'Please enter username or email',
      password: 'Please enter password',
    });
    expect(errorsOf({ username: '   ', password: '' })).toEqual({
      username: 'Please enter username or email',
      password: 'Please enter password',
    });
  });

  it('accepts a username or an email, trimmed, and keeps the password as typed', () => {
    expect(signinSchema.parse({ username: ' admin ', password: ' pw ' })).toEqual({
      username: 'admin',
      password: ' pw ',
      redirect: '/',
    });
    expect(signinSchema.parse({ username: 'Ada@Example.com', password: 'x' }).username).toBe(
      'Ada@Example.com',
    );
  });

  it('localizes its messages', () => {
    expect(runWithLocale('zh-CN', () => errorsOf({}))).toEqual({
      username: '请输入用户名或邮箱',
      password: '请输入密码',
    });
  });
});
