import { connectionLost, readApiResponse } from './apiClient.ts';

/**
 * Posts multipart form data to /api/*; answers like apiRequest: success gives data, an envelope
 * failure throws its message, anything else throws "{status} {statusText}".
 */
export async function apiUpload<T>(path: string, formData: FormData, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: formData,
      credentials: 'same-origin',
      signal: signal ?? null,
    });
  } catch (error) {
    throw connectionLost(error);
  }
  return readApiResponse<T>(response);
}
