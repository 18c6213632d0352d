import { defineMiddleware } from 'astro:middleware';
import { getEnv } from '../config/env.ts';
import { logger } from '../log/logger.ts';
import { runWithQueryTally, type QueryTally } from './queryCount.ts';

/**
 * With QUERY_COUNT=1, logs (level info) how many SQL queries each request sent, counted until its
 * body has been streamed: pages keep querying while they render. Off by default, when it costs nothing.
 */
export const queryCountLog = defineMiddleware(async (context, next) => {
  if (!getEnv().QUERY_COUNT) return next();
  const tally: QueryTally = { queries: 0 };
  const path = `${context.url.pathname}${context.url.search}`;
  const response = await runWithQueryTally(tally, next);
  const report = () => logger.info({ path, status: response.status, queries: tally.queries }, 'query count');
  if (!response.body) {
    report();
    return response;
  }
  const counted = response.body.pipeThrough(new TransformStream({ flush: report }));
  return new Response(counted, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
});
