import { describe, expect, it } from 'vitest';
import { smsFormSchema } from './privateSchemas.ts';

describe('smsFormSchema', () => {
  it('accepts SMS sign-in off, or the development log, without a gateway address', () => {
    for (const provider of ['off', 'log'] as const) {
      expect(smsFormSchema.safeParse({ provider, url: '', sender: '' }).success).toBe(true);
    }
  });

  it('requires an http(s) address for the HTTP gateway, naming the field', () => {
    for (const url of ['', 'ftp://sms.example.com', 'not a url']) {
      const parsed = smsFormSchema.safeParse({ provider: 'http', url, sender: '' });
      expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['url', 'The HTTP gateway needs its address (http:// or https://).'],
      ]);
    }
    expect(
      smsFormSchema.safeParse({ provider: 'http', url: 'https://sms.example.com', sender: '' }).success,
    ).toBe(true);
  });
});
