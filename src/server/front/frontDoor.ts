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
import { trackHandling } from '@/server/shutdown/shutdownHooks.ts';

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
}

function toAppAfterViewer(
  answer: NonNullable<FrontDoorParts['answerViewer']>,
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
 * shared page is answered from the page cache when it holds it; a member's viewer request is answered
 * without the framework's pipeline in its plain case (decision 040); everything else, and every case
 * those decline, is the app's.
 */
export function openFrontDoor(server: Server, parts: FrontDoorParts): void {
  const staticPaths = staticPathsOf(parts.clientDir);
  const cache = parts.cache === undefined ? pageCache() : parts.cache;
  const servedFromCache = parts.servedFromCache ?? countCachedPageView;
  const answerViewer = parts.answerViewer ?? answerMemberViewer;
  const trustProxy = getEnv().TRUST_PROXY;
  const staticFiles = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url) request.url = repairUndecodableUrl(request.url);
    dropUntrustedForwarding(request, trustProxy);
    presetSecurityHeaders(response);
    if (mayBeStatic(request.url, staticPaths)) {
      for (const listener of staticFiles) listener.call(server, request, response);
      return;
    }
    const toApp = () => void trackHandling(Promise.resolve(parts.app(request, response)));
    if (isMemberViewerRequest(request)) return toAppAfterViewer(answerViewer, request, response, toApp);
    if (cache) return answerThroughPageCache(cache, request, response, toApp, servedFromCache);
    toApp();
  });
}

/** The front door of a built server: `outDir` is the build's folder (dist). */
export function openBuiltFrontDoor(server: Server, app: AppHandler, outDir: string): void {
  openFrontDoor(server, { app, clientDir: join(outDir, 'client') });
}
