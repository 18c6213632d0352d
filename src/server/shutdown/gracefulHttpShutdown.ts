// Only node: imports: scripts/serve.ts loads this with type stripping.
import type { Server, IncomingMessage, ServerResponse } from 'node:http';

export interface ShutdownOptions {
  /** How long requests under way may take to finish before their connections are cut. */
  graceMs: number;
  /** How long closing the database pool, Redis and the like may take. */
  hooksMs: number;
  /** The app's shutdown hooks (shutdownHooks.ts, exported by the server build's entry): the names that failed. */
  runHooks: (timeoutMs: number) => Promise<string[]>;
  log: (message: string) => void;
}

function isEventStream(request: IncomingMessage): boolean {
  return request.headers.accept?.includes('text/event-stream') ?? false;
}

/**
 * Makes SIGTERM and SIGINT stop the server gracefully: no new connections, requests under way
 * finish (live event streams are closed at once: their clients reconnect to another process),
 * then the shutdown hooks run and the process exits 0. Resolves the returned trigger's promise
 * never; the process ends.
 */
export function shutDownGracefully(server: Server, options: ShutdownOptions): () => void {
  const active = new Map<ServerResponse, IncomingMessage>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    active.set(response, request);
    response.on('close', () => active.delete(response));
  });
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    options.log(`stopping: ${active.size} request(s) under way`);
    const closed = new Promise<void>((done) => server.close(() => done()));
    for (const [response, request] of active) {
      if (isEventStream(request)) response.destroy();
    }
    // Keep-alive connections that finished their request would otherwise hold close() open.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    server.closeIdleConnections();
    const cut = new Promise<void>((done) =>
      setTimeout(() => {
        if (active.size > 0)
          options.log(`cutting ${active.size} request(s) still open after the grace period`);
        server.closeAllConnections();
        done();
      }, options.graceMs).unref(),
    );
    void Promise.race([closed, cut]).then(async () => {
      clearInterval(sweep);
      const failed = await options.runHooks(options.hooksMs);
      if (failed.length > 0) options.log(`shutdown hooks that did not finish: ${failed.join(', ')}`);
      options.log('stopped');
      process.exit(0);
    });
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return stop;
}
