/** Where the OpenID Connect provider answers: the issuer is the site's origin + this path (decision 074). */
export const OIDC_PATH = '/oidc';

/** Plaza's own pages of a sign-in elsewhere: the login hand-over and the consent screen of one interaction. */
export const connectPath = (uid: string) => `/connect/${uid}`;

/** Asks a member who signs out from a site whether to sign out of the forum too. */
export const CONNECT_SIGNOUT_PATH = '/connect/signout';

/** Says the sign-out went through (when the site named no page to come back to). */
export const CONNECT_SIGNED_OUT_PATH = '/connect/signed-out';

/** True for a path the provider answers: /oidc and everything under it. */
export function isOidcPath(url: string | undefined): boolean {
  if (!url?.startsWith(OIDC_PATH)) return false;
  const next = url.charAt(OIDC_PATH.length);
  return next === '' || next === '/' || next === '?';
}
