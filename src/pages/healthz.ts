import type { APIRoute } from 'astro';

/** Liveness: the process answers. It never touches the database, so an outage does not restart it. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify({ status: 'ok' }), {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
