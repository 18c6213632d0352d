import { z } from 'zod';

/** RFC 8058's POST body: exactly this field, form-encoded (either form encoding). */
const oneClickBodySchema = z.object({ 'List-Unsubscribe': z.literal('One-Click') });

/** Far more than the one field needs. */
const MAX_BODY_BYTES = 4096;

/** Whether a POST carries RFC 8058's one-click body. */
export async function isOneClickRequest(request: Request): Promise<boolean> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') return false;
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return false;
  try {
    const form = await request.formData();
    return oneClickBodySchema.safeParse(Object.fromEntries(form)).success;
  } catch {
    return false;
  }
}
