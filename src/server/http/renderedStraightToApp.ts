import { existsSync } from 'node:fs';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';

// Only relative imports here: scripts/serve.ts loads this file with Node's type stripping.

type AppHandler = (request: IncomingMessage, response: ServerResponse) => unknown;

/**
 * The adapter's standalone server looks every request up on disk first (an lstat and a stat that
 * fail for anything rendered), which cost about 6% of a viewer request's CPU (issue 15). No file is
 * ever served under /api/, so those requests go straight to the app's handler (the adapter's
 * middleware-mode export); everything else keeps the standalone path, static files first.
 */
export function sendApiStraightToApp(server: Server, appHandler: AppHandler, outDir: string): void {
  if (existsSync(join(outDir, 'client', 'api'))) return;
  const standalone = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith('/api/')) {
      void appHandler(request, response);
      return;
    }
    for (const listener of standalone) listener.call(server, request, response);
  });
}
