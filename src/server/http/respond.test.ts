import { describe, expect, it } from 'vitest';
import { shouldCompress } from './compressResponse.ts';
import { fail, ok } from './respond.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';

describe('envelope answers', () => {
  it('state their length in bytes, so small ones skip gzip and large ones do not', async () => {
    const small = ok({ name: '签到' });
    const text = await small.clone().text();
    expect(small.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(Buffer.byteLength(text)).toBeGreaterThan(text.length);
    expect(shouldCompress('GET', small)).toBe(false);
    expect(shouldCompress('GET', ok({ list: 'x'.repeat(2000) }))).toBe(true);
  });

  it('keep the status, the JSON headers and the headers a caller adds', async () => {
    const refused = fail(409, 'Already', ErrorCode.conflict, { headers: { 'retry-after': '5' } });
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toMatchObject({ success: false, message: 'Already' });
  });

  it('carry data on a refusal, with the length of what they send', async () => {
    const refused = fail(401, '需要验证码', ErrorCode.conflict, {
      data: { next: '/user/signin/two-factor' },
    });
    const text = await refused.clone().text();
    expect(refused.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(JSON.parse(text)).toEqual({
      success: false,
      data: { next: '/user/signin/two-factor' },
      message: '需要验证码',
      errorCode: ErrorCode.conflict,
    });
  });
});
