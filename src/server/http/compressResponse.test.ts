import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, gzipResponse, shouldCompress } from './compressResponse.ts';

const page = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });

describe('response compression', () => {
  it('reads Accept-Encoding with its quality values', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });

  it('compresses pages and JSON but not streams, tiny bodies, HEAD or already encoded answers', () => {
    const big = 'x'.repeat(5000);
    expect(shouldCompress('GET', page(big))).toBe(true);
    expect(
      shouldCompress('GET', new Response(big, { headers: { 'content-type': 'application/json' } })),
    ).toBe(true);
    expect(
      shouldCompress('GET', new Response(big, { headers: { 'content-type': 'text/event-stream' } })),
    ).toBe(false);
    expect(shouldCompress('GET', page('small', { 'content-length': '5' }))).toBe(false);
    expect(shouldCompress('HEAD', page(big))).toBe(false);
    expect(shouldCompress('GET', page(big, { 'content-encoding': 'br' }))).toBe(false);
    expect(shouldCompress('GET', new Response(big, { headers: { 'content-type': 'image/png' } }))).toBe(
      false,
    );
  });

  it('gzips a body of unknown length as a stream, keeping status and headers and adding Vary', async () => {
    const original = page('<p>héllo</p>'.repeat(500), { vary: 'Cookie', 'x-kept': '1' });
    const compressed = await gzipResponse(original);
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('content-length')).toBeNull();
    expect(compressed.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(compressed.headers.get('x-kept')).toBe('1');
    const bytes = Buffer.from(await compressed.arrayBuffer());
    expect(bytes.length).toBeLessThan(1000);
    expect(gunzipSync(bytes).toString()).toBe('<p>héllo</p>'.repeat(500));
  });

  it('gzips a body of known length in one call and states the compressed length', async () => {
    const text = '{"name":"签到"}'.repeat(300);
    const original = new Response(text, {
      status: 201,
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) },
    });
    const compressed = await gzipResponse(original);
    expect(compressed.status).toBe(201);
    expect(compressed.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await compressed.arrayBuffer());
    expect(compressed.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(gunzipSync(bytes).toString()).toBe(text);
  });
});
