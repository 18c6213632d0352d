import type { LookupFunction } from 'node:net';
import { OutgoingRequestError, sendOutgoingRequest } from '../http/outgoingRequest.ts';
import { previewableUrl } from './loneLinks.ts';
import { readOembedFacts, readPageFacts, type PageFacts } from './previewPage.ts';

/** The whole fetch of one page, redirects included (and of its image, apart). */
const PREVIEW_TIMEOUT_MS = 3000;
/** Bytes read at most of a page (its head is in them) or of an image (a larger one is refused). */
export const PREVIEW_MAX_BYTES = 1024 * 1024;
/** Redirects followed at most; each hop is checked anew. */
const PREVIEW_MAX_REDIRECTS = 5;

/** Why a page gave no card. */
export type PreviewRefusal =
  'url' | 'address' | 'timeout' | 'network' | 'status' | 'type' | 'size' | 'redirects' | 'domain';

export class PreviewRefused extends Error {
  override name = 'PreviewRefused';
  constructor(
    readonly reason: PreviewRefusal,
    message: string,
  ) {
    super(message);
  }
}

export interface PreviewFetchOptions {
  /** Resolves host names (tests answer with an address of their own); the address found is checked. */
  lookup?: LookupFunction;
  /**
   * Lets a request reach a private address: only tests, for the local server they start. Every
   * other URL, redirect targets included, is held to the connect-time check.
   */
  allowPrivate?: (url: URL) => boolean;
  /** Whether the owner's settings let this URL (and every redirect's target) be fetched. */
  allowed?: (url: string) => boolean;
  timeoutMs?: number;
}

interface Fetched {
  url: string;
  body: Buffer;
  truncated: boolean;
}

/** How the fetcher names itself to the sites it asks. */
const PREVIEW_USER_AGENT = 'PlazaLinkPreview/1.0 (+link previews)';

/** Where a redirect leads, resolved against the URL that answered it; undefined when it is no http(s) URL. */
function redirectTarget(location: string, from: string): string | undefined {
  try {
    return previewableUrl(new URL(location, from).href);
  } catch {
    return undefined;
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function contentTypeOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return (value ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * GETs a URL for a preview: redirects followed by hand so each hop's address is checked at connect
 * time (request-filtering-agent, in sendOutgoingRequest) and its URL against the owner's domains;
 * one deadline for all hops; at most PREVIEW_MAX_BYTES read; the answer's type must pass `accepts`.
 */
export async function fetchForPreview(
  start: string,
  accepts: (contentType: string) => boolean,
  accept: string,
  options: PreviewFetchOptions,
): Promise<Fetched> {
  const deadline = performance.now() + (options.timeoutMs ?? PREVIEW_TIMEOUT_MS);
  let url = start;
  for (let hop = 0; hop <= PREVIEW_MAX_REDIRECTS; hop++) {
    if (options.allowed && !options.allowed(url)) throw new PreviewRefused('domain', `${url} is not allowed`);
    const remaining = Math.round(deadline - performance.now());
    if (remaining <= 0) throw new PreviewRefused('timeout', 'out of time');
    const response = await sendOutgoingRequest({
      url,
      method: 'GET',
      headers: { accept, 'user-agent': PREVIEW_USER_AGENT },
      timeoutMs: remaining,
      maxResponseBytes: PREVIEW_MAX_BYTES,
      allowPrivateAddresses: options.allowPrivate?.(new URL(url)) ?? false,
      ...(options.lookup ? { lookup: options.lookup } : {}),
    }).catch((error: unknown) => {
      throw error instanceof OutgoingRequestError ? new PreviewRefused(error.reason, error.message) : error;
    });
    if (REDIRECTS.has(response.status)) {
      const location = response.headers.location;
      const next = location ? redirectTarget(location, url) : undefined;
      if (!next) throw new PreviewRefused('url', 'a redirect without an http(s) location');
      url = next;
      continue;
    }
    if (response.status !== 200) throw new PreviewRefused('status', `answered ${response.status}`);
    const type = contentTypeOf(response.headers['content-type']);
    if (!accepts(type)) throw new PreviewRefused('type', `answered ${type || 'no type'}`);
    return { url, body: response.body, truncated: response.truncated };
  }
  throw new PreviewRefused('redirects', `more than ${PREVIEW_MAX_REDIRECTS} redirects`);
}

const isHtml = (type: string) => type === 'text/html' || type === 'application/xhtml+xml';
const isJson = (type: string) =>
  type === 'application/json' || type === 'text/json' || type.endsWith('+json');
const isImage = (type: string) => type.startsWith('image/');

/** The facts of a page, its oEmbed answer filling what the page left out. Throws PreviewRefused. */
export async function fetchPageFacts(url: string, options: PreviewFetchOptions): Promise<PageFacts> {
  // A page larger than the cap is read up to it: its head, where the facts are, comes first.
  const page = await fetchForPreview(url, isHtml, 'text/html,application/xhtml+xml', options);
  const facts = readPageFacts(page.body.toString('utf8'), page.url);
  if (facts.oembedUrl && (!facts.title || !facts.imageUrl)) {
    try {
      const answer = await fetchForPreview(facts.oembedUrl, isJson, 'application/json', options);
      if (!answer.truncated) {
        const extra = readOembedFacts(JSON.parse(answer.body.toString('utf8')), answer.url);
        facts.title ||= extra.title ?? '';
        facts.siteName ||= extra.siteName ?? '';
        facts.imageUrl ||= extra.imageUrl ?? '';
      }
    } catch (error) {
      if (!(error instanceof PreviewRefused) && !(error instanceof SyntaxError)) throw error;
    }
  }
  return facts;
}

/** The bytes of a page's image: image/* only, refused past the cap. Throws PreviewRefused. */
export async function fetchPreviewImage(url: string, options: PreviewFetchOptions): Promise<Buffer> {
  const image = await fetchForPreview(url, isImage, 'image/*', options);
  if (image.truncated) throw new PreviewRefused('size', `larger than ${PREVIEW_MAX_BYTES} bytes`);
  return image.body;
}
