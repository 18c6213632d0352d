import type { Server } from 'node:http';

// Only node: imports here: scripts/serve.ts loads this file with Node's type stripping.

/**
 * How long an idle keep-alive connection stays open. Node closes it after 5 s; a client or a
 * reverse proxy that reuses it at that moment gets a reset instead of an answer. Proxies keep
 * upstream connections for about a minute (nginx 60 s), so the server waits longer than they do.
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepIdleConnectionsOpen(server: Server, keepAliveMs = KEEP_ALIVE_MS): void {
  server.keepAliveTimeout = keepAliveMs;
  // Headers of a request on a reused connection must be allowed to arrive after the idle wait.
  server.headersTimeout = Math.max(server.headersTimeout, keepAliveMs + 1_000);
}
