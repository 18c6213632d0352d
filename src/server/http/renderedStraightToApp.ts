import { readdirSync } from 'node:fs';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';

// Only relative imports here: scripts/serve.ts loads this file with Node's type stripping.

type AppHandler = (request: IncomingMessage, response: ServerResponse) => unknown;

/** Every URL path the build's client folder could answer: its files, and its folders with and without "/". */
export function staticPathsOf(clientDir: string): Set<string> {
  const paths = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      const urlPath = `/${relative(clientDir, full).split(sep).join('/')}`;
      paths.add(urlPath);
      if (entry.isDirectory()) {
        paths.add(`${urlPath}/`);
        walk(full);
      }
    }
  };
  try {
    walk(clientDir);
  } catch {
    // no client folder: nothing is static
  }
  return paths;
}

/**
 * Whether the standalone server's static handler might answer this request: a path of the build's
 * client folder, or one it would normalise or decode first (left to it rather than guessed here).
 */
export function mayBeStatic(url: string | undefined, staticPaths: ReadonlySet<string>): boolean {
  if (!url) return true;
  const end = url.search(/[?#]/);
  const path = end >= 0 ? url.slice(0, end) : url;
  if (path === '/') return staticPaths.has('/index.html');
  if (/%|\/\/|\/\.|\\/.test(path)) return true;
  return staticPaths.has(path);
}

/**
 * The adapter's standalone server looks every request up on disk first (an lstat and a stat that
 * fail for anything rendered: ~6% of a viewer request's CPU, ~1.5% of an uncached page's, issue 15).
 * The build's client folder is read once at start, and a request for anything that is not in it goes
 * straight to the app's handler (the adapter's middleware-mode export); files keep the standalone path.
 */
export function sendRenderedStraightToApp(server: Server, appHandler: AppHandler, outDir: string): void {
  const staticPaths = staticPathsOf(join(outDir, 'client'));
  const standalone = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!mayBeStatic(request.url, staticPaths)) {
      void appHandler(request, response);
      return;
    }
    for (const listener of standalone) listener.call(server, request, response);
  });
}
