import cluster from 'node:cluster';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { mayBeStatic, staticPathsOf } from './staticPaths.ts';
import { dropUntrustedForwarding } from './untrustedForwarding.ts';
import { getEnv } from '@/server/config/env.ts';
import { presetSecurityHeaders } from '@/server/http/securityStaticHeaders.ts';
import { repairUndecodableUrl } from '@/server/http/undecodableUrl.ts';
import { pageCache, type PageCache } from '@/server/pageCache/pageCache.ts';
import { answerThroughPageCache } from '@/server/pageCache/pageCacheDoor.ts';
import { countCachedPageView } from '@/server/pageCache/countCachedPageView.ts';
import { answerMemberViewer, isMemberViewerRequest } from '@/server/viewer/viewerDirectAnswer.ts';
import { answerMemberStream, isMemberStreamRequest } from '@/server/messages/memberStreamDirectAnswer.ts';
import { trackHandling } from '@/server/shutdown/shutdownHooks.ts';
import { requestRecorder } from '@/server/metrics/requestMetrics.ts';
import { routeLabeller, type RoutePattern } from '@/server/metrics/routeLabels.ts';
import { readRoutePatterns } from '@/server/metrics/routePatternsFile.ts';
import { answerMetrics, isMetricsRequest, METRICS_PATH } from '@/server/metrics/metricsEndpoint.ts';
import { reportMetricsToPrimary } from '@/server/metrics/clusterMetrics.ts';
import { collectServerMetrics } from '@/server/metrics/collectServerMetrics.ts';
import { answerOidc } from '@/server/oidc/oidcDoor.ts';
import { isOidcPath, OIDC_PATH } from '@/shared/oidc/oidcPaths.ts';

/** The route label of the build's files, which the adapter's static handler answers. */
const STATIC_FILES_ROUTE = 'static';

/** The Astro app's Node handler (the adapter's middleware-mode export). */
export type AppHandler = (request: IncomingMessage, response: ServerResponse) => unknown;

export interface FrontDoorParts {
  /** The app, which answers whatever the front door does not. */
  app: AppHandler;
  /** The build's client folder, whose files the server's own listeners (the adapter's) answer. */
  clientDir: string;
  /** The page cache to answer shared pages from; by default this process's (null when off). */
  cache?: PageCache | null;
  /** Told of each page answered from the cache. */
  servedFromCache?: (request: IncomingMessage) => void;
  /** Answers a member's viewer request, or resolves false having written nothing. */
  answerViewer?: (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;
  /** Answers a member tab's event stream, or resolves false having written nothing. */
  answerStream?: (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;
  /** The app's routes in priority order, whose patterns label the request metrics (none: every path `other`). */
  routes?: readonly RoutePattern[];
  /** Answers a request under /oidc with the OpenID Connect provider, or resolves false having written nothing. */
  answerOidc?: (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;
  /** The bearer token of `GET /metrics`; by default METRICS_TOKEN; without one the app answers that path (404). */
  metricsToken?: string | null;
}

function toAppAfterDirect(
  answer: (request: IncomingMessage, response: ServerResponse) => Promise<boolean>,
  request: IncomingMessage,
  response: ServerResponse,
  toApp: () => void,
): void {
  trackHandling(answer(request, response)).then(
    (answered) => {
      if (!answered) toApp();
    },
    () => (response.headersSent ? response.destroy() : toApp()),
  );
}

/**
 * The one way into the server. Every request's URL is made decodable, its forwarding headers are
 * dropped unless a proxy is trusted, and its answer starts with the security headers; the build's files go to the adapter's static handler (the server's own listeners); a
 * shared page is answered from the page cache when it holds it; a member's viewer request (decision 040)
 * and a member tab's event stream (decision 085) are answered without the framework's pipeline in
 * their plain case; everything else, and every case
 * those decline, is the app's. Every request is counted and timed under its route's pattern, and with
 * a metrics token `GET /metrics` is answered here, before the app (decision 068). Everything under
 * /oidc is the OpenID Connect provider's, a Koa app that takes Node's request and response (decision 074).
 */
export function openFrontDoor(server: Server, parts: FrontDoorParts): void {
  const staticPaths = staticPathsOf(parts.clientDir);
  const cache = parts.cache === undefined ? pageCache() : parts.cache;
  const servedFromCache = parts.servedFromCache ?? countCachedPageView;
  const answerViewer = parts.answerViewer ?? answerMemberViewer;
  const answerStream = parts.answerStream ?? answerMemberStream;
  const answerProvider = parts.answerOidc ?? answerOidc;
  const { TRUST_PROXY: trustProxy, METRICS_TOKEN } = getEnv();
  const metricsToken = parts.metricsToken === undefined ? METRICS_TOKEN : parts.metricsToken;
  const routeOf = routeLabeller(parts.routes ?? []);
  const record = requestRecorder();
  const staticFiles = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url) request.url = repairUndecodableUrl(request.url);
    dropUntrustedForwarding(request, trustProxy);
    presetSecurityHeaders(response);
    const toApp = () => void trackHandling(Promise.resolve(parts.app(request, response)));
    // Before the files: the provider's discovery document is under /oidc/.well-known, a dot path.
    if (isOidcPath(request.url)) {
      record(request, response, OIDC_PATH);
      return toAppAfterDirect(answerProvider, request, response, toApp);
    }
    if (mayBeStatic(request.url, staticPaths)) {
      record(request, response, STATIC_FILES_ROUTE);
      for (const listener of staticFiles) listener.call(server, request, response);
      return;
    }
    if (metricsToken && isMetricsRequest(request.url)) {
      record(request, response, METRICS_PATH);
      return answerMetrics(request, response, metricsToken);
    }
    record(request, response, routeOf(request.url ?? '/'));
    if (isMemberViewerRequest(request)) return toAppAfterDirect(answerViewer, request, response, toApp);
    if (isMemberStreamRequest(request)) return toAppAfterDirect(answerStream, request, response, toApp);
    if (cache) return answerThroughPageCache(cache, request, response, toApp, servedFromCache);
    toApp();
  });
}

/** The front door of a built server: `outDir` is the build's folder (dist). */
export function openBuiltFrontDoor(server: Server, app: AppHandler, outDir: string): void {
  collectServerMetrics();
  if (cluster.isWorker && getEnv().METRICS_TOKEN) reportMetricsToPrimary();
  openFrontDoor(server, { app, clientDir: join(outDir, 'client'), routes: readRoutePatterns(outDir) });
}
