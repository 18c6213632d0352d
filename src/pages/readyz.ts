import type { APIRoute } from 'astro';
import { checkReadiness } from '@/server/health/readiness.ts';

/** Readiness: installed, database reachable, migrations applied (decision 020). */
export const GET: APIRoute = async () => {
  const readiness = await checkReadiness();
  const body = readiness.ready ? { status: 'ready' } : { status: 'unavailable', reason: readiness.reason };
  return new Response(JSON.stringify(body), {
    status: readiness.ready ? 200 : 503,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
};
