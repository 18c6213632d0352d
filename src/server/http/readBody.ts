import { ApiError } from './ApiError.ts';
import { m } from '@/paraglide/messages.js';

const MAX_BODY_BYTES = 1024 * 1024;

/** Turns `a=1&tags[]=x&tags[]=y` into `{ a: '1', tags: ['x', 'y'] }`. */
export function formToObject(params: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [rawKey, value] of params) {
    if (rawKey.endsWith('[]')) {
      const key = rawKey.slice(0, -2);
      const existing = result[key];
      result[key] = Array.isArray(existing) ? [...existing, value] : [value];
    } else {
      result[rawKey] = value;
    }
  }
  return result;
}

/**
 * The body's text. A body the client stopped sending (it went away mid-request) is the client's
 * doing: a 400, never taken for the database's connection failing (both say ECONNRESET).
 */
async function readText(request: Request): Promise<string> {
  try {
    return await request.text();
  } catch {
    throw new ApiError(400, m.error_body_incomplete());
  }
}

/** Reads a JSON or form-encoded body; anything else is a clear 4xx. */
export async function readBody(request: Request): Promise<unknown> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) throw new ApiError(413, m.error_body_too_large());
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  const text = await readText(request);
  if (text.length > MAX_BODY_BYTES) throw new ApiError(413, m.error_body_too_large());
  if (text.trim() === '') return {};
  if (type === 'application/x-www-form-urlencoded') return formToObject(new URLSearchParams(text));
  if (type === 'application/json' || type === '' || type === 'text/plain') {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ApiError(400, m.error_invalid_json());
    }
  }
  throw new ApiError(415, m.error_unsupported_body());
}
