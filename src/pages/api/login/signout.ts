import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { signOut } from '@/server/auth/auth.service.ts';
import { clearSessionCookie } from '@/server/auth/sessionCookie.ts';

// SPEC §7 names this a GET; it only ever ends the caller's own session.
export const GET = apiRoute(async (context) => {
  await signOut(context.locals.session);
  clearSessionCookie(context.cookies, context.url.protocol === 'https:');
  context.locals.session = null;
  context.locals.user = null;
  return ok(null);
});
