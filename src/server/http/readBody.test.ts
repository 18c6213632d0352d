import { describe, expect, it } from 'vitest';
import { formToObject, readBody } from './readBody.ts';
import { ApiError } from './ApiError.ts';

describe('formToObject', () => {
  it('collects key[] into arrays', () => {
    expect(formToObject(new URLSearchParams('a=1&tags[]=x&tags[]=y'))).toEqual({ a: '1', tags: ['x', 'y'] });
  });
});

describe('readBody', () => {
  const post = (body: string, type: string) =>
    new Request('http://plaza.test/api/x', { method: 'POST', body, headers: { 'content-type': type } });

  it('reads JSON and forms alike', async () => {
    expect(await readBody(post('{"username":"a"}', 'application/json'))).toEqual({ username: 'a' });
    expect(await readBody(post('username=a&password=b', 'application/x-www-form-urlencoded'))).toEqual({
      username: 'a',
      password: 'b',
    });
  });

  it('answers malformed JSON with a 400', async () => {
    await expect(readBody(post('{nope', 'application/json'))).rejects.toMatchObject({ status: 400 });
  });

  it('answers a body the client stopped sending with a 400, not as a database outage', async () => {
    // What Node's request stream gives when the client goes away mid-body.
    const cut = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"entityType":'));
        controller.error(cut);
      },
    });
    const request = new Request('http://plaza.test/api/x', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    const error = await readBody(request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
  });

  it('refuses other body types with a 415', async () => {
    const error = await readBody(post('x', 'application/xml')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(415);
  });
});
