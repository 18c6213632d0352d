import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The exact bytes, content type and content encoding one URL answered with. */
export interface CapturedPage {
  body: Buffer;
  contentType: string;
  /** `gzip` when the bytes are the compressed answer to a client that accepts gzip. */
  contentEncoding?: string;
}

/** The answer's bytes as they came over the wire, compressed or not (fetch would decompress them). */
function rawAnswer(
  url: URL,
  headers: Record<string, string>,
): Promise<{ response: IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * Fetches each path once as an anonymous visitor and keeps what came back, byte for byte; with
 * `gzip`, as a browser asks for it (Accept-Encoding: gzip), the compressed bytes.
 */
export async function capturePages(
  baseUrl: string,
  paths: readonly string[],
  options: { gzip?: boolean } = {},
): Promise<Map<string, CapturedPage>> {
  const pages = new Map<string, CapturedPage>();
  for (const path of paths) {
    const { response, body } = await rawAnswer(
      new URL(path, baseUrl),
      options.gzip ? { 'accept-encoding': 'gzip' } : {},
    );
    if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}, expected 200`);
    const contentEncoding = response.headers['content-encoding'];
    pages.set(path, {
      body,
      contentType: response.headers['content-type'] ?? 'application/octet-stream',
      ...(contentEncoding ? { contentEncoding } : {}),
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
  const encoding = page.contentEncoding ? { 'content-encoding': page.contentEncoding } : {};
  response
    .writeHead(200, { 'content-type': page.contentType, 'content-length': page.body.length, ...encoding })
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
