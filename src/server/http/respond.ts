import type { Envelope, ErrorCodeValue } from '@/shared/api/envelope.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { RETRY_AFTER_SECONDS } from '../db/databaseUnavailable.ts';

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
};

export function ok<T>(data: T, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const body: Envelope<T> = { success: true, data, message: '', errorCode: ErrorCode.none };
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(JSON_HEADERS)) headers.set(name, value);
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers });
}

export function fail(
  status: number,
  message: string,
  errorCode: ErrorCodeValue,
  extra: { field?: string | undefined; headers?: HeadersInit } = {},
): Response {
  const body: Envelope<null> & { field?: string } = { success: false, data: null, message, errorCode };
  if (extra.field) body.field = extra.field;
  const headers = new Headers(extra.headers);
  for (const [name, value] of Object.entries(JSON_HEADERS)) headers.set(name, value);
  return new Response(JSON.stringify(body), { status, headers });
}

/** The database is unreachable for now (decision 020): 503, and a hint when to try again. */
export function serviceUnavailable(message: string): Response {
  return fail(503, message, ErrorCode.serviceUnavailable, {
    headers: { 'retry-after': RETRY_AFTER_SECONDS },
  });
}
