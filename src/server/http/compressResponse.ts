import { gzipSync } from 'node:zlib';

/** Bodies smaller than this gain less from gzip than its header costs. */
const MINIMUM_BYTES = 1024;
/**
 * Bodies of a known length up to this are gzipped in one call: a compression stream costs several
 * times the compression of a few kilobytes (measured on the viewer request of every member page view).
 */
const ONE_CALL_MAX_BYTES = 64 * 1024;
const COMPRESSIBLE =
  /^(text\/html|application\/json|application\/xml|application\/rss\+xml|text\/xml|text\/plain)/;

export function acceptsGzip(acceptEncoding: string | null): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/** Whether a response should be gzipped for a client that accepts it; streams (SSE) never are. */
export function shouldCompress(method: string, response: Response): boolean {
  if (method === 'HEAD' || response.body === null || response.status === 204 || response.status === 304)
    return false;
  if (response.headers.has('content-encoding')) return false;
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return false;
  const length = response.headers.get('content-length');
  return length === null || Number(length) >= MINIMUM_BYTES;
}

/** A Vary header value that also names Accept-Encoding. */
export function varyOnAcceptEncoding(vary: string | null | undefined): string {
  if (vary?.toLowerCase().includes('accept-encoding')) return vary;
  return vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
}

/**
 * A small body of a known length gzipped in one call, when the client takes gzip and it is worth it:
 * at least `minimumBytes` long (MINIMUM_BYTES unless the caller knows better).
 */
export function gzippedSmallBody(
  acceptEncoding: string | null,
  body: Uint8Array,
  minimumBytes = MINIMUM_BYTES,
): Buffer | undefined {
  if (!acceptsGzip(acceptEncoding)) return undefined;
  if (body.byteLength < minimumBytes || body.byteLength > ONE_CALL_MAX_BYTES) return undefined;
  return gzipSync(body);
}

/** The same response with a gzipped body, for pages and JSON (the adapter compresses neither). */
export async function gzipResponse(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set('content-encoding', 'gzip');
  headers.set('vary', varyOnAcceptEncoding(headers.get('vary')));
  const init = { status: response.status, statusText: response.statusText, headers };
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  if (length <= ONE_CALL_MAX_BYTES) {
    const body = gzipSync(new Uint8Array(await response.arrayBuffer()));
    headers.set('content-length', String(body.byteLength));
    return new Response(body, init);
  }
  headers.delete('content-length');
  return new Response(response.body!.pipeThrough(new CompressionStream('gzip')), init);
}
