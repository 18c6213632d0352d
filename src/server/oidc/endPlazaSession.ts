import type { KoaContextWithOIDC } from 'oidc-provider';
import { MEMBER_HINT_COOKIE, SESSION_COOKIE } from '../auth/sessionCookie.ts';
import { invalidateSession } from '../auth/session.commands.ts';
import { sessionIdFromToken } from '../auth/sessionToken.ts';
import { logger } from '../log/logger.ts';
import { signInsOf, tellSitesOfProviderLogout, type ProviderSignIns } from './backchannelLogout.ts';

const SIGN_OUT_OF_FORUM = 'plazaSignOut';
const SIGN_INS_ENDED = 'plazaSignInsEnded';

/**
 * The provider's end_session.success event: a member who confirmed signing out leaves the forum too,
 * and the sites they signed in to through the ended session are noted for back-channel logout.
 */
export function noteLogoutConfirmed(ctx: KoaContextWithOIDC): void {
  if (!ctx.oidc.params?.['logout']) return;
  ctx.state[SIGN_OUT_OF_FORUM] = true;
  ctx.state[SIGN_INS_ENDED] = signInsOf(ctx.oidc.session);
}

/**
 * Ends the forum session after the provider confirmed a sign-out (the provider's session is the
 * forum's, decision 074): the session row goes and both of its cookies are cleared, and the sites
 * signed in to through the provider session hear of it by back-channel logout (through the outbox).
 */
export async function endPlazaSessionAfterLogout(
  ctx: KoaContextWithOIDC,
  next: () => Promise<void>,
): Promise<void> {
  await next();
  if (!ctx.state[SIGN_OUT_OF_FORUM]) return;
  const signIns = ctx.state[SIGN_INS_ENDED] as ProviderSignIns | undefined;
  if (signIns) {
    try {
      await tellSitesOfProviderLogout(ctx.oidc.issuer, signIns);
    } catch (error) {
      logger.error({ err: error }, 'recording the back-channel logouts of an OIDC sign-out failed');
    }
  }
  const token = ctx.cookies.get(SESSION_COOKIE, { signed: false });
  if (token) {
    try {
      await invalidateSession(sessionIdFromToken(token));
    } catch (error) {
      logger.error({ err: error }, 'ending the forum session after an OIDC sign-out failed');
    }
  }
  for (const name of [SESSION_COOKIE, MEMBER_HINT_COOKIE]) {
    ctx.cookies.set(name, null, { signed: false, path: '/', sameSite: 'lax', overwrite: true });
  }
}
