import type { Envelope } from './envelope.ts';
import { ErrorCode } from './envelope.ts';
import { m } from '@/paraglide/messages.js';

/** A failed call: the envelope's message, or "{status} {statusText}". */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    message: string,
    readonly status: number,
    readonly errorCode: number | undefined,
    readonly field?: string,
  ) {
    super(message);
  }
  get notSignedIn(): boolean {
    return this.errorCode === ErrorCode.notSignedIn;
  }
}

function isEnvelope(value: unknown): value is Envelope<unknown> & { field?: string } {
  return typeof value === 'object' && value !== null && 'success' in value;
}

/** Calls /api/*: success gives data; an envelope failure throws its message; other failures throw the status. */
export async function apiRequest<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: string | undefined;
  if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body: body ?? null,
      credentials: 'same-origin',
      signal: init.signal ?? null,
      // Lets a request sent while the page is being left (a draft's last save) finish.
      keepalive: init.keepalive ?? false,
    });
  } catch (error) {
    throw connectionLost(error);
  }
  return readApiResponse<T>(response);
}

/**
 * What a fetch that never got an answer (offline, the server unreachable) is to the member: the
 * connection was lost, said in their language, with status 0. A cancelled request stays an abort.
 */
export function connectionLost(error: unknown): unknown {
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new ApiRequestError(m.error_connection_lost(), 0, undefined);
}

/** An /api/* response's data; an envelope failure throws its message, any other the status. */
export async function readApiResponse<T>(response: Response): Promise<T> {
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  if (isEnvelope(payload)) {
    if (payload.success) return payload.data as T;
    throw new ApiRequestError(
      payload.message || m.error_api_failed(),
      response.status,
      payload.errorCode,
      payload.field,
    );
  }
  throw new ApiRequestError(`${response.status} ${response.statusText}`, response.status, undefined);
}
