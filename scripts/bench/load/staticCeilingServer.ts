import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The exact bytes and content type one URL answered with. */
export interface CapturedPage {
  body: Buffer;
  contentType: string;
}

/** Fetches each path once as an anonymous visitor and keeps what came back, byte for byte. */
export async function capturePages(
  baseUrl: string,
  paths: readonly string[],
): Promise<Map<string, CapturedPage>> {
  const pages = new Map<string, CapturedPage>();
  for (const path of paths) {
    const response = await fetch(new URL(path, baseUrl), { redirect: 'manual' });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}, expected 200`);
    pages.set(path, {
      body: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    });
  }
  return pages;
}

/** Answers a request from the captured pages: the smallest amount of work a Node server can do per page. */
function serveCaptured(
  pages: ReadonlyMap<string, CapturedPage>,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  const page = pages.get(request.url ?? '/');
  if (!page) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not captured');
    return;
  }
  response
    .writeHead(200, { 'content-type': page.contentType, 'content-length': page.body.length })
    .end(request.method === 'HEAD' ? undefined : page.body);
}

export interface StaticCeilingServer {
  url: string;
  close(): Promise<void>;
}

export async function startStaticCeilingServer(
  pages: ReadonlyMap<string, CapturedPage>,
  port: number,
): Promise<StaticCeilingServer> {
  const server: Server = createServer((request, response) => serveCaptured(pages, request, response));
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', done);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
