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

/** A caller who signed up, with what they sign in with again. */
export interface SignedUp extends Caller {
  readonly token: string;
  readonly email: string;
  readonly password: string;
}

const CALLER_PASSWORD = 'authz-pass-123';

/** Signs a new member up on the forum at `url`; `run` keeps the nickname and email apart from other runs'. */
export async function signUp(
  url: string,
  label: string,
  run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`,
): Promise<SignedUp> {
  const email = `${label.toLowerCase()}-${run}@example.test`;
  const data = await expectData<{ user: { id: number }; token: string }>(
    call(url, SIGNED_OUT, '/api/login/signup', {
      nickname: `${label} ${run}`.slice(0, 20),
      email,
      password: CALLER_PASSWORD,
      rePassword: CALLER_PASSWORD,
    }),
    `sign up ${label}`,
  );
  return { label, id: data.user.id, token: data.token, email, password: CALLER_PASSWORD };
}

export async function signIn(
  url: string,
  label: string,
  username: string,
  password: string,
): Promise<Caller> {
  const data = await expectData<{ user: { id: number }; token: string }>(
    call(url, SIGNED_OUT, '/api/login/signin', { username, password }),
    `sign in ${label}`,
  );
  return { label, id: data.user.id, token: data.token };
}

/** A member made through the e2e fixtures (members.ts), as a caller of this client. */
export function callerOf(member: { id: number; token: string; nickname: string }): Caller {
  return { label: member.nickname, id: member.id, token: member.token };
}
