import { isHttpsRequest } from '@/server/http/securityRequestScheme.ts';
import { defineMiddleware } from 'astro:middleware';
import { runWithReadScope } from './readScope.ts';
import { RECENT_WRITE_COOKIE, readScopeFor, recentWriteCookie } from './recentWrite.ts';

/**
 * Read-your-own-writes with replicas (decision 020): a mutation reads the primary throughout, any
 * request reads the primary once it has written, and a browser that just wrote keeps reading the
 * primary for a few seconds (a short cookie, so it works across app processes without shared state).
 */
export const readYourWrites = defineMiddleware(async (context, next) => {
  const { method } = context.request;
  const scope = readScopeFor(method, context.cookies.get(RECENT_WRITE_COOKIE)?.value, Date.now());
  const response = await runWithReadScope(scope, next);
  const cookie = recentWriteCookie(method, scope, Date.now(), isHttpsRequest(context.request, context.url));
  if (!cookie) return response;
  try {
    response.headers.append('set-cookie', cookie);
    return response;
  } catch {
    // Headers of some responses (Response.redirect) are immutable: copy the response.
    const headers = new Headers(response.headers);
    headers.append('set-cookie', cookie);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
});
