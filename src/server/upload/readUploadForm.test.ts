import { describe, expect, it } from 'vitest';
import { apiErrorOf } from '../../../tests/apiErrorOf.ts';
import { readUploadForm } from './readUploadForm.ts';
import { UPLOAD_MAX_BODY_BYTES, UPLOAD_MAX_BYTES } from './uploadLimits.ts';

function multipart(parts: Record<string, Blob | string>, filename = 'photo.png'): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, filename);
  }
  return new Request('http://plaza.test/api/upload', { method: 'POST', body: form });
}

describe('readUploadForm', () => {
  it('reads the file field with its bytes and name', async () => {
    const result = await readUploadForm(multipart({ file: new Blob([new Uint8Array([1, 2, 3])]) }));
    expect(result.name).toBe('photo.png');
    expect([...result.bytes]).toEqual([1, 2, 3]);
  });

  it('refuses a body that is not multipart (415)', async () => {
    const request = new Request('http://plaza.test/api/upload', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect((await apiErrorOf(readUploadForm(request))).status).toBe(415);
  });

  it('refuses a form without a file in "file" (400)', async () => {
    expect((await apiErrorOf(readUploadForm(multipart({ image: new Blob(['x']) })))).status).toBe(400);
    expect((await apiErrorOf(readUploadForm(multipart({ file: 'text' })))).status).toBe(400);
  });

  it('refuses a declared Content-Length over the limit without reading the body (413)', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = new Request('http://plaza.test/api/upload', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(UPLOAD_MAX_BODY_BYTES + 1),
      },
    } as RequestInit);
    expect((await apiErrorOf(readUploadForm(request))).status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('stops reading an endless body without Content-Length once over the limit (413)', async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const request = new Request('http://plaza.test/api/upload', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    } as RequestInit);
    expect((await apiErrorOf(readUploadForm(request))).status).toBe(413);
    expect(sent).toBeLessThan(UPLOAD_MAX_BODY_BYTES + 256 * 1024);
  });

  it('refuses a file over 5 MB inside a body within the limit (413)', async () => {
    const request = multipart({ file: new Blob([new Uint8Array(UPLOAD_MAX_BYTES + 1)]) });
    expect((await apiErrorOf(readUploadForm(request))).status).toBe(413);
  });
});
