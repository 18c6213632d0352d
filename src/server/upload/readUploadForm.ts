import { UPLOAD_MAX_BODY_BYTES, UPLOAD_MAX_BYTES } from './uploadLimits.ts';
import { uploadMissing, uploadNotMultipart, uploadTooLarge } from './uploadErrors.ts';

/** The multipart field that carries the image. */
const UPLOAD_FIELD = 'file';

async function readLimited(request: Request, limit: number): Promise<Blob> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const reader = request.body?.getReader();
  if (!reader) return new Blob(chunks);
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel();
      throw uploadTooLarge();
    }
    chunks.push(value);
  }
  return new Blob(chunks);
}

/**
 * The file of a multipart upload, its size bounded before and while the body is read
 * (a declared Content-Length over the limit is refused without reading anything).
 */
export async function readUploadForm(request: Request): Promise<{ bytes: Uint8Array; name: string }> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) throw uploadNotMultipart();
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > UPLOAD_MAX_BODY_BYTES) throw uploadTooLarge();
  const body = await readLimited(request, UPLOAD_MAX_BODY_BYTES);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    throw uploadMissing();
  }
  const file = form.get(UPLOAD_FIELD);
  if (!(file instanceof File)) throw uploadMissing();
  if (file.size > UPLOAD_MAX_BYTES) throw uploadTooLarge();
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name };
}
