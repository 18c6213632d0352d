import { defineMiddleware } from 'astro:middleware';
import { applySecurityHeaders } from './securityHeaders.ts';
import { isHttpsRequest } from './securityRequestScheme.ts';

/** Security headers on every response: pages, API answers, redirects, files and errors (decision 021). */
export const securityHeaders = defineMiddleware(async (context, next) => {
  const response = await next();
  const https = isHttpsRequest(context.request, context.url);
  try {
    applySecurityHeaders(response.headers, { https });
    return response;
  } catch {
    // Some responses (Response.redirect) have immutable headers: copy them into a new one.
    const copy = new Response(response.body, response);
    applySecurityHeaders(copy.headers, { https });
    return copy;
  }
});
