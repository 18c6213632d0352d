import { ApiRequestError } from './apiClient.ts';
import type { Envelope } from './envelope.ts';
import { m } from '@/paraglide/messages.js';

const isEnvelope = (value: unknown): value is Envelope<unknown> =>
  typeof value === 'object' && value !== null && 'success' in value;

/**
 * Posts multipart form data to /api/*; answers like apiRequest: success gives data, an envelope
 * failure throws its message, anything else throws "{status} {statusText}".
 */
export async function apiUpload<T>(path: string, formData: FormData, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { accept: 'application/json' },
    body: formData,
    credentials: 'same-origin',
    signal: signal ?? null,
  });
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  if (isEnvelope(payload)) {
    if (payload.success) return payload.data as T;
    throw new ApiRequestError(payload.message || m.error_api_failed(), response.status, payload.errorCode);
  }
  throw new ApiRequestError(`${response.status} ${response.statusText}`, response.status, undefined);
}
