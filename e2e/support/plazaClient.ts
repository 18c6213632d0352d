/** A member's session against a spawned forum: the token cookie plus our own Origin (as a browser sends). */
export interface Caller {
  readonly label: string;
  readonly id: number;
  readonly token: string | null;
}

export interface Answer {
  status: number;
  body: { success?: unknown; errorCode?: unknown; message?: unknown; data?: unknown } | null;
  text: string;
}

function parseJson(text: string): Answer['body'] {
  try {
    return JSON.parse(text) as Answer['body'];
  } catch {
    return null;
  }
}

export const SIGNED_OUT: Caller = { label: 'signed out', id: 0, token: null };

export async function call(
  url: string,
  caller: Caller,
  path: string,
  body?: unknown,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { origin: url, ...init.headers };
  // The caller's session joins any cookie the call brings (a locale, say).
  const cookies = [init.headers?.['cookie'], caller.token ? `token=${caller.token}` : undefined];
  if (cookies.some(Boolean)) headers['cookie'] = cookies.filter(Boolean).join('; ');
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] ??= 'application/json';
    payload = typeof body === 'string' ? body : JSON.stringify(body);
  }
  const response = await fetch(`${url}${path}`, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body: payload ?? null,
    redirect: 'manual',
  });
  const text = await response.text();
  return { status: response.status, body: parseJson(text), text };
}

/** The envelope's data, or a thrown error naming the call when it failed. */
export async function expectData<T>(answer: Promise<Answer>, what: string): Promise<T> {
  const result = await answer;
  if (result.status !== 200 || result.body?.success !== true) {
    throw new Error(`${what} failed: ${result.status} ${result.text.slice(0, 500)}`);
  }
  return result.body.data as T;
}

/** A member made through the e2e fixtures (members.ts), as a caller of this client. */
export function callerOf(member: { id: number; token: string; nickname: string }): Caller {
  return { label: member.nickname, id: member.id, token: member.token };
}
