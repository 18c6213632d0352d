/**
 * What an API key may be allowed to do. Every /api route belongs to one scope (apiScopeOfRoute), so a
 * key's scopes read as route groups: `read` for every GET, `write` for members' content and
 * account actions, `moderate` for /api/moderation, `admin` for /api/admin.
 */
export const API_SCOPES = ['read', 'write', 'moderate', 'admin'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/**
 * Routes no key may call, whatever its scopes: signing in and out, installing, passwords, e-mail,
 * two-factor and the keys themselves stay with a person in a browser session, so a leaked key
 * cannot take over the account it acts for.
 */
const SESSION_ONLY = [
  /^\/api\/install(\/|$)/,
  /^\/api\/login(\/|$)/,
  /^\/api\/password(\/|$)/,
  /^\/api\/oauth(\/|$)/,
  /^\/api\/captcha(\/|$)/,
  /^\/api\/mail\/inbound$/,
  /^\/api\/dev(\/|$)/,
  /^\/api\/user\/(password|email|username|two-factor|api-keys|push|account)(\/|$)/,
  /^\/api\/admin\/(api-keys|oidc-clients|settings\/two-factor)(\/|$)/,
];

/** The scope a key needs to call `method pathname`, or null when no key may call it (session only). */
export function apiScopeOfRoute(method: string, pathname: string): ApiScope | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (SESSION_ONLY.some((pattern) => pattern.test(path))) return null;
  if (/^\/api\/admin(\/|$)/.test(path)) return 'admin';
  if (/^\/api\/moderation(\/|$)/.test(path)) return 'moderate';
  const reads = method === 'GET' || method === 'HEAD';
  return reads ? 'read' : 'write';
}
