import { STATUS_CODES } from 'node:http';
import { defineMiddleware } from 'astro:middleware';

/**
 * Pages that set only Astro.response.status (400 on a bad link, 404 on a missing page) keep the
 * default status text, so the status line read "400 OK": give every such answer its standard text.
 */
export const standardStatusText = defineMiddleware(async (_context, next) => {
  const response = await next();
  const standard = STATUS_CODES[response.status];
  if (!standard || response.status === 200 || response.statusText === standard) return response;
  if (response.statusText !== '' && response.statusText !== 'OK') return response;
  return new Response(response.body, {
    status: response.status,
    statusText: standard,
    headers: response.headers,
  });
});
