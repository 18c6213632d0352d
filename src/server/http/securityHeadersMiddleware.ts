import { defineMiddleware } from 'astro:middleware';
import { isHttpsRequest } from './securityRequestScheme.ts';
import { withSecurityHeaders } from './responseSecurityHeaders.ts';

/** Security headers on every response: pages, API answers, redirects, files and errors (decision 021). */
export const securityHeaders = defineMiddleware(async (context, next) => {
  const response = await next();
  const https = isHttpsRequest(context.request, context.url);
  try {
    withSecurityHeaders(response.headers, https);
    return response;
  } catch {
    // Some responses (Response.redirect) have immutable headers: copy them into a new one.
    const copy = new Response(response.body, response);
    withSecurityHeaders(copy.headers, https);
    return copy;
  }
});
