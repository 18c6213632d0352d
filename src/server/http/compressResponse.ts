/** Bodies smaller than this gain less from gzip than its header costs. */
const MINIMUM_BYTES = 1024;
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

/** The same response with a gzipped body, for pages and JSON (the adapter compresses neither). */
export function gzipResponse(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('content-encoding', 'gzip');
  headers.delete('content-length');
  const vary = headers.get('vary');
  if (!vary?.toLowerCase().includes('accept-encoding')) {
    headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
  return new Response(response.body!.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
