import { defineMiddleware } from 'astro:middleware';
import { acceptsGzip, gzipResponse, shouldCompress } from './compressResponse.ts';

/** Gzips pages and JSON for clients that accept it; outermost, so cached pages are compressed too. */
export const compression = defineMiddleware(async (context, next) => {
  const response = await next();
  if (!acceptsGzip(context.request.headers.get('accept-encoding'))) return response;
  if (!shouldCompress(context.request.method, response)) return response;
  return await gzipResponse(response);
});
