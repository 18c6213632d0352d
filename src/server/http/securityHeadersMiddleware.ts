import { defineMiddleware } from 'astro:middleware';
import { applySecurityHeaders } from './securityHeaders.ts';
import { isHttpsRequest } from './securityRequestScheme.ts';
import { allowImagesFrom } from './allowImagesFrom.ts';
import { publicUploadsUrl } from '../upload/publicUploadsUrl.ts';

function withSecurityHeaders(headers: Headers, https: boolean, uploadsOrigin: string): void {
  applySecurityHeaders(headers, { https });
  const policy = headers.get('content-security-policy');
  if (uploadsOrigin && policy) headers.set('content-security-policy', allowImagesFrom(policy, uploadsOrigin));
}

/** Security headers on every response: pages, API answers, redirects, files and errors (decision 021). */
export const securityHeaders = defineMiddleware(async (context, next) => {
  const response = await next();
  const https = isHttpsRequest(context.request, context.url);
  const publicUrl = publicUploadsUrl();
  const uploadsOrigin = publicUrl && new URL(publicUrl).origin;
  try {
    withSecurityHeaders(response.headers, https, uploadsOrigin);
    return response;
  } catch {
    // Some responses (Response.redirect) have immutable headers: copy them into a new one.
    const copy = new Response(response.body, response);
    withSecurityHeaders(copy.headers, https, uploadsOrigin);
    return copy;
  }
});
