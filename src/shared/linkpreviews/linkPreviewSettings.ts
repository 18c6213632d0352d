import { z } from 'zod';
import { m } from '@/paraglide/messages.js';

/** Which lone links become cards (decision 079): none, any site's, or only listed domains'. */
export const LINK_PREVIEW_MODES = ['off', 'all', 'listed'] as const;
export type LinkPreviewMode = (typeof LINK_PREVIEW_MODES)[number];

/** Domains the owner may list at most. */
const LINK_PREVIEW_DOMAINS_MAX = 100;

// A host name of letters, digits and hyphens in dot-separated labels (lower case, no port).
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

export const linkPreviewConfigSchema = z.object({
  mode: z.enum(LINK_PREVIEW_MODES),
  domains: z
    .array(z.string().regex(DOMAIN, { error: () => m.linkpreviews_domain_invalid() }))
    .max(LINK_PREVIEW_DOMAINS_MAX, { error: () => m.linkpreviews_domains_too_many() }),
});
export type LinkPreviewConfig = z.infer<typeof linkPreviewConfigSchema>;

/** Whether a link to this URL may be previewed: a listed domain counts with its subdomains. */
export function previewAllowed(url: string, config: LinkPreviewConfig): boolean {
  if (config.mode === 'off') return false;
  if (config.mode === 'all') return true;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return false;
  }
  return config.domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** The owner's list as typed (one per line, commas or spaces), lower-cased, without duplicates. */
export function parseDomainList(text: string): string[] {
  const domains = text
    .split(/[\s,]+/)
    .map((domain) => domain.trim().toLowerCase().replace(/\.$/, ''))
    .filter(Boolean);
  return [...new Set(domains)];
}
