import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

interface OutgoingRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Let the request reach private, loopback and link-local addresses (off unless the owner allows). */
  allowPrivateAddresses?: boolean;
  /** The whole exchange, connect to last byte read. */
  timeoutMs?: number;
  /** Bytes of the response body read at most; the rest is not read. */
  maxResponseBytes?: number;
  /** Resolves the host name (tests give a resolver of their own); the address found is checked. */
  lookup?: LookupFunction;
}

export interface OutgoingResponse {
  status: number;
  /** The answer's headers (content-type, location: a caller that follows redirects checks each hop). */
  headers: http.IncomingHttpHeaders;
  /** The first maxResponseBytes of the body. */
  body: Buffer;
  truncated: boolean;
  durationMs: number;
}

/** Why a request got no answer: `address` when its host is, or resolves to, a refused address. */
type OutgoingFailure = 'url' | 'address' | 'timeout' | 'network';

export class OutgoingRequestError extends Error {
  override name = 'OutgoingRequestError';
  constructor(
    readonly reason: OutgoingFailure,
    message: string,
    readonly durationMs = 0,
  ) {
    super(message);
  }
}

const OUTGOING_TIMEOUT_MS = 10_000;
const OUTGOING_MAX_RESPONSE_BYTES = 64 * 1024;

// One agent per protocol and policy; no keep-alive, so every request connects (and is checked) anew.
const agents = {
  'http:': [new RequestFilteringHttpAgent(), new RequestFilteringHttpAgent({ allowPrivateIPAddress: true })],
  'https:': [
    new RequestFilteringHttpsAgent(),
    new RequestFilteringHttpsAgent({ allowPrivateIPAddress: true }),
  ],
} as const;

// request-filtering-agent's refusal: "DNS lookup <address>(…) is not allowed. Because, …".
const REFUSED = /is not allowed/;

function failureOf(error: unknown, durationMs: number): OutgoingRequestError {
  if (error instanceof OutgoingRequestError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new OutgoingRequestError(REFUSED.test(message) ? 'address' : 'network', message, durationMs);
}

/**
 * One HTTP(S) request to an address someone else chose (webhooks; link previews): the address is
 * checked after DNS, when the connection is made, so a name that resolves to a private address is
 * refused as well as a literal one; redirects are not followed; a deadline covers the whole
 * exchange and only the first bytes of the answer are read. Any status is an answer; no answer
 * throws OutgoingRequestError.
 */
export function sendOutgoingRequest(request: OutgoingRequest): Promise<OutgoingResponse> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return Promise.reject(new OutgoingRequestError('url', 'not a URL'));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.reject(new OutgoingRequestError('url', `${url.protocol} is not http or https`));
  }
  const maxBytes = request.maxResponseBytes ?? OUTGOING_MAX_RESPONSE_BYTES;
  const agent = agents[url.protocol][request.allowPrivateAddresses ? 1 : 0];
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      outcome();
    };
    const fail = (error: unknown) => finish(() => reject(failureOf(error, elapsed())));
    const req = send(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: request.method ?? 'POST',
        headers: {
          ...request.headers,
          ...(request.body === undefined
            ? {}
            : { 'content-length': String(Buffer.byteLength(request.body)) }),
        },
        agent,
        ...(request.lookup ? { lookup: request.lookup } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = (truncated: boolean) =>
          finish(() =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).subarray(0, maxBytes),
              truncated,
              durationMs: elapsed(),
            }),
          );
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size > maxBytes) {
            done(true);
            response.destroy();
          }
        });
        response.on('end', () => done(false));
        response.on('error', fail);
      },
    );
    const deadline = setTimeout(() => {
      const timeoutMs = request.timeoutMs ?? OUTGOING_TIMEOUT_MS;
      req.destroy(new OutgoingRequestError('timeout', `no answer within ${timeoutMs} ms`, elapsed()));
    }, request.timeoutMs ?? OUTGOING_TIMEOUT_MS);
    req.on('error', fail);
    req.end(request.body);
  });
}
