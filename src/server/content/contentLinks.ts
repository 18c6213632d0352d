import { getEnv } from '../config/env.ts';
import { DatabaseNotConfiguredError } from '../db/client.ts';
import { getSiteConfig } from '../site/siteConfig.queries.ts';
import { rewriteExternalLinks, siteOrigins, type SiteOrigins } from '@/shared/content/externalLinks.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';

export type LinkRewrite = (html: string) => string;

const unchanged: LinkRewrite = (html) => html;

/** This site's origins: PUBLIC_ORIGIN and, when known, the origin the request came to. */
function ownOrigins(requestUrl?: URL): SiteOrigins {
  return siteOrigins([requestUrl?.href, getEnv().PUBLIC_ORIGIN]);
}

/** How stored content HTML is rendered under this config: external links through /redirect, or as is. */
export function contentLinkRewrite(
  config: Pick<SiteConfig, 'externalLinkRedirect'>,
  requestUrl?: URL,
): LinkRewrite {
  if (!config.externalLinkRedirect) return unchanged;
  const origins = ownOrigins(requestUrl);
  return (html) => rewriteExternalLinks(html, origins);
}

/**
 * The rewrite under the current site config, for loaders (the config is the same few-seconds
 * cache the middleware reads); the request URL, when given, counts as this site too. A forum that
 * is not installed has no config, so nothing is rewritten.
 */
export async function currentContentLinkRewrite(requestUrl?: URL): Promise<LinkRewrite> {
  try {
    return contentLinkRewrite(await getSiteConfig(), requestUrl);
  } catch (error) {
    if (error instanceof DatabaseNotConfiguredError) return unchanged;
    throw error;
  }
}
