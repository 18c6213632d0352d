import type { AstroCookies } from 'astro';

export const SESSION_COOKIE = 'token';

export function setSessionCookie(
  cookies: AstroCookies,
  token: string,
  expiresAt: Date,
  secure: boolean,
): void {
  cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(cookies: AstroCookies, secure: boolean): void {
  cookies.set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0 });
}

/** The token from the cookie, or from `Authorization: Bearer` for API clients. */
export function readSessionToken(request: Request, cookies: AstroCookies): string | undefined {
  const header = request.headers.get('authorization');
  if (header?.toLowerCase().startsWith('bearer ')) {
    const token = header.slice(7).trim();
    if (token) return token;
  }
  return cookies.get(SESSION_COOKIE)?.value || undefined;
}
