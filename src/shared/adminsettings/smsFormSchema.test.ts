import { describe, expect, it } from 'vitest';
import { smsFormSchema } from './privateSchemas.ts';

describe('smsFormSchema', () => {
  it('accepts SMS sign-in off, or the development log, without a gateway address', () => {
    for (const provider of ['off', 'log'] as const) {
      expect(smsFormSchema.safeParse({ provider, url: '', sender: '' }).success).toBe(true);
    }
  });

  it('requires an http(s) address for the HTTP gateway, naming the field', () => {
    const issues = (url: string) =>
      smsFormSchema
        .safeParse({ provider: 'http', url, sender: '' })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues('')).toEqual([['url', 'The HTTP gateway needs its address (http:// or https://).']]);
    for (const url of ['ftp://sms.example.com', 'not a url', 'javascript:alert(1)']) {
      expect(issues(url)).toEqual([['url', 'Enter a full http:// or https:// address.']]);
    }
    expect(
      smsFormSchema.safeParse({ provider: 'http', url: 'https://sms.example.com', sender: '' }).success,
    ).toBe(true);
  });
});
