import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { getEnv } from '../config/env.ts';
import { isInstalled } from '../install/installState.ts';
import { logger } from '../log/logger.ts';
import { OIDC_PATH } from '@/shared/oidc/oidcPaths.ts';

/**
 * The provider's pages may post a form back to a site (response_mode=form_post) or to the provider,
 * and run only the scripts oidc-provider adds by hash; nothing else.
 */
const PROVIDER_POLICY =
  "default-src 'none'; script-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self' https: http:";

type ProviderHandler = ReturnType<Provider['callback']>;
const handlers = new WeakMap<Provider, ProviderHandler>();

/** The origin the request came to: PUBLIC_ORIGIN when set, else its Host (and a trusted proxy's scheme). */
function requestOrigin(request: IncomingMessage): string {
  const configured = getEnv().PUBLIC_ORIGIN;
  if (configured) return configured.replace(/\/+$/, '');
  const forwardedProto = String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim();
  const encrypted = (request.socket as { encrypted?: boolean }).encrypted === true;
  const proto =
    forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : encrypted ? 'https' : 'http';
  const host = String(request.headers['x-forwarded-host'] ?? request.headers.host ?? 'localhost')
    .split(',')[0]!
    .trim();
  return `${proto}://${host}`;
}

/**
 * Answers a request under /oidc with the OpenID Connect provider (decision 074), mounted the way
 * oidc-provider documents for a prefix: the URL without the prefix, the original one kept. Resolves
 * false, having written nothing, before the forum is installed (the app then answers).
 */
export async function answerOidc(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  if (!isInstalled()) return false;
  let provider: Provider;
  try {
    // Loaded on the first sign-in elsewhere: a forum that never uses the provider never loads it.
    const { oidcProviderFor } = await import('./oidcProvider.ts');
    provider = await oidcProviderFor(requestOrigin(request));
  } catch (error) {
    logger.error({ err: error }, 'the OIDC provider did not start');
    response.statusCode = 503;
    response.end();
    return true;
  }
  const url = request.url ?? OIDC_PATH;
  (request as IncomingMessage & { originalUrl?: string }).originalUrl = url;
  request.url = url.slice(OIDC_PATH.length) || '/';
  if (request.url.startsWith('?')) request.url = `/${request.url}`;
  response.setHeader('content-security-policy', PROVIDER_POLICY);
  let handle = handlers.get(provider);
  if (!handle) handlers.set(provider, (handle = provider.callback()));
  try {
    await handle(request, response);
  } catch (error) {
    // Handed back to the front door, which lets the app answer: with the URL the browser asked for.
    request.url = url;
    throw error;
  }
  return true;
}
