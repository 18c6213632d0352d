import type { Envelope, ErrorCodeValue } from '@/shared/api/envelope.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { RETRY_AFTER_SECONDS } from '../db/databaseUnavailable.ts';

export const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
};

/**
 * An envelope answer with its length stated, so the compression middleware leaves small ones
 * (most of them, like the viewer request on every member page view) as they are.
 */
function jsonResponse(body: unknown, status: number, init: HeadersInit | undefined): Response {
  const text = JSON.stringify(body);
  const headers = new Headers(init);
  for (const [name, value] of Object.entries(JSON_HEADERS)) headers.set(name, value);
  headers.set('content-length', String(Buffer.byteLength(text)));
  return new Response(text, { status, headers });
}

/** The envelope of a successful answer. */
export function okEnvelope<T>(data: T): Envelope<T> {
  return { success: true, data, message: '', errorCode: ErrorCode.none };
}

export function ok<T>(data: T, init: { status?: number; headers?: HeadersInit } = {}): Response {
  return jsonResponse(okEnvelope(data), init.status ?? 200, init.headers);
}

export function fail(
  status: number,
  message: string,
  errorCode: ErrorCodeValue,
  extra: { field?: string | undefined; headers?: HeadersInit; data?: unknown } = {},
): Response {
  const body: Envelope<unknown> & { field?: string } = {
    success: false,
    data: extra.data ?? null,
    message,
    errorCode,
  };
  if (extra.field) body.field = extra.field;
  return jsonResponse(body, status, extra.headers);
}

/** The database is unreachable for now (decision 020): 503, and a hint when to try again. */
export function serviceUnavailable(message: string): Response {
  return fail(503, message, ErrorCode.serviceUnavailable, {
    headers: { 'retry-after': RETRY_AFTER_SECONDS },
  });
}
