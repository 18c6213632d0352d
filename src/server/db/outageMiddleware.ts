import { defineMiddleware } from 'astro:middleware';
import { serviceUnavailable } from '../http/respond.ts';
import { m } from '../../paraglide/messages.js';
import { DATABASE_UNAVAILABLE_HEADER, RETRY_AFTER_SECONDS } from './databaseUnavailable.ts';

/**
 * Astro renders the 500 page with status 500 whatever the page sets, so the page marks an outage
 * and this turns it into 503 + Retry-After: an envelope under /api/, the error page elsewhere.
 * It runs inside `prepare`, so the envelope's message is in the visitor's language.
 */
export const databaseOutageStatus = defineMiddleware(async (context, next) => {
  const response = await next();
  if (response.status !== 500 || !response.headers.has(DATABASE_UNAVAILABLE_HEADER)) return response;
  const headers = new Headers(response.headers);
  headers.delete(DATABASE_UNAVAILABLE_HEADER);
  headers.set('retry-after', RETRY_AFTER_SECONDS);
  headers.set('cache-control', 'no-store');
  if (context.url.pathname.startsWith('/api/')) {
    await response.body?.cancel();
    return serviceUnavailable(m.error_service_unavailable());
  }
  return new Response(response.body, { status: 503, headers });
});
