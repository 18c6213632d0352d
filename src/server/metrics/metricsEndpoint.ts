import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger } from '@/server/log/logger.ts';
import { scrapeMetrics } from './clusterMetrics.ts';
import { carriesMetricsToken } from './metricsToken.ts';
import { metricsRegistry } from './metricsRegistry.ts';

export const METRICS_PATH = '/metrics';

export function isMetricsRequest(url: string | undefined): boolean {
  return url === METRICS_PATH || (url?.startsWith(`${METRICS_PATH}?`) ?? false);
}

/**
 * `GET /metrics` for a monitoring system holding the token: this process's figures, or every
 * worker's in a cluster, in Prometheus text format. A missing and a wrong token get the same 401,
 * and no answer is kept by a cache.
 */
export function answerMetrics(request: IncomingMessage, response: ServerResponse, token: string): void {
  response.setHeader('cache-control', 'no-store');
  if (!carriesMetricsToken(request.headers.authorization, token)) {
    response.writeHead(401, { 'www-authenticate': 'Bearer realm="metrics"' }).end();
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  scrapeMetrics().then(
    (text) => {
      response.writeHead(200, { 'content-type': metricsRegistry.contentType });
      response.end(request.method === 'HEAD' ? undefined : text);
    },
    (error: unknown) => {
      logger.error({ err: error }, 'metrics scrape failed');
      response.writeHead(503).end();
    },
  );
}
