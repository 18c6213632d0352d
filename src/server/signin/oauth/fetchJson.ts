import { OAUTH_TIMEOUT_MS, OAuthFailure } from './oauthTypes.ts';

/** A provider API call: JSON back within the timeout, or OAuthFailure. */
export async function fetchJson(url: string | URL, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', 'user-agent': 'Plaza', ...init.headers },
      signal: AbortSignal.timeout(OAUTH_TIMEOUT_MS),
    });
  } catch (error) {
    throw new OAuthFailure(`Provider unreachable: ${new URL(url).host}`, { cause: error });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || body === null || typeof body !== 'object') {
    throw new OAuthFailure(`Provider answered ${response.status} for ${new URL(url).pathname}`);
  }
  return body as Record<string, unknown>;
}

export function stringField(body: Record<string, unknown>, key: string): string | null {
  const value = body[key];
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return null;
}
