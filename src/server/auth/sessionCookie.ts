import type { AstroCookies } from 'astro';

export const SESSION_COOKIE = 'token';

/**
 * Not a secret: tells the page's first script that a session cookie is there (the session cookie
 * is HttpOnly), so a member's cached page shows the signed-in header's shape before first paint and
 * asks GET /api/viewer; a visitor's page asks nothing (decision 027).
 */
export const MEMBER_HINT_COOKIE = 'plaza_member';

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
  cookies.set(MEMBER_HINT_COOKIE, '1', { sameSite: 'lax', secure, path: '/', expires: expiresAt });
}

export function clearSessionCookie(cookies: AstroCookies, secure: boolean): void {
  cookies.set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0 });
  cookies.set(MEMBER_HINT_COOKIE, '', { sameSite: 'lax', secure, path: '/', maxAge: 0 });
}

/** The token of an `Authorization: Bearer` header, if the request has one. */
export function readBearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  if (!header?.toLowerCase().startsWith('bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

/** The token from the cookie, or from `Authorization: Bearer` for API clients. */
export function readSessionToken(request: Request, cookies: AstroCookies): string | undefined {
  return readBearerToken(request) ?? (cookies.get(SESSION_COOKIE)?.value || undefined);
}
