import { isHttpsRequest } from '@/server/http/securityRequestScheme.ts';
import type { AstroCookies } from 'astro';
import { signOut, type AuthSession } from './auth.commands.ts';
import { setSessionCookie } from './sessionCookie.ts';
import type { SessionInfo } from './session.queries.ts';

export interface SessionContext {
  cookies: AstroCookies;
  request: Request;
  url: URL;
  locals: { session: SessionInfo | null };
}

/** Makes a new sign-in the browser's session, ending the one it replaces. */
export async function adoptSession(context: SessionContext, result: AuthSession): Promise<void> {
  await signOut(context.locals.session);
  setSessionCookie(
    context.cookies,
    result.token,
    result.session.expiresAt,
    isHttpsRequest(context.request, context.url),
  );
}
