/** Routes that need a signed-in user; the guard redirects to sign-in server-side. */
const LOGIN_REQUIRED = [
  /^\/moment\/create\/?$/,
  /^\/moment\/edit\/[^/]+\/?$/,
  /^\/article\/create\/?$/,
  /^\/article\/edit\/[^/]+\/?$/,
  /^\/user\/scores\/?$/,
  /^\/user\/trust\/?$/,
  /^\/user\/messages\/?$/,
  /^\/user\/favorites\/?$/,
  /^\/user\/drafts\/?$/,
  /^\/user\/conversations(\/(new|\d+))?\/?$/,
  /^\/user\/watching\/?$/,
  /^\/user\/blocks\/?$/,
  /^\/user\/notifications\/?$/,
  /^\/user\/invitations\/?$/,
  /^\/user\/account\/?$/,
  /^\/user\/profile(\/account|\/security|\/api-keys)?\/?$/,
  /^\/admin(\/.*)?$/,
];

export function isLoginRequired(pathname: string): boolean {
  return LOGIN_REQUIRED.some((pattern) => pattern.test(pathname));
}

/**
 * A redirect target that stays on this site: a path starting with one slash,
 * never `//host`, `/\host`, a scheme, or control characters.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string') return fallback;
  const candidate = value.trim();
  if (!candidate.startsWith('/')) return fallback;
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return fallback;
  try {
    const resolved = new URL(candidate, 'http://plaza.invalid');
    if (resolved.origin !== 'http://plaza.invalid') return fallback;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return fallback;
  }
}

/** The user agreement that SMS sign-in asks members to accept; the owner edits its text. */
export const TERMS_PATH = '/terms';

export function signinPath(redirect: string): string {
  return `/user/signin?redirect=${encodeURIComponent(safeRedirectPath(redirect))}`;
}

export function userProfilePath(userId: number): string {
  return `/user/${userId}`;
}
