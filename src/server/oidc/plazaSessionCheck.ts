import { interactionPolicy, type Check, type KoaContextWithOIDC } from 'oidc-provider';
import { SESSION_COOKIE } from '../auth/sessionCookie.ts';
import { sessionUserId } from '../auth/sessionUserId.ts';

/** The member signed in to the forum in this browser, read from the forum's own session cookie. */
async function forumMemberOf(ctx: KoaContextWithOIDC): Promise<number | null> {
  const token = ctx.cookies.get(SESSION_COOKIE, { signed: false });
  return token ? sessionUserId(token) : null;
}

/**
 * The provider's session follows the forum's: once the member signs out of the forum (or another
 * member signs in), the next sign-in elsewhere asks for the forum sign-in again (decision 074).
 */
export function plazaSessionCheck(): Check {
  const { Check: PolicyCheck } = interactionPolicy;
  return new PolicyCheck(
    'plaza_session',
    'the forum session ended or belongs to another member',
    // What a site asking with prompt=none is told: the member must sign in again.
    'login_required',
    async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId) return PolicyCheck.REQUEST_PROMPT;
      const member = await forumMemberOf(ctx);
      return member !== null && String(member) === accountId
        ? PolicyCheck.NO_NEED_TO_PROMPT
        : PolicyCheck.REQUEST_PROMPT;
    },
  );
}
