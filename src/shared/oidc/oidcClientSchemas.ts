import { z } from 'zod';
import { m } from '@/paraglide/messages.js';

const OIDC_CLIENT_NAME_MAX = 100;
const OIDC_URIS_MAX = 10;
const URI_MAX = 500;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An absolute https URL without a fragment; plain http only on this machine (a site being built). */
export function isRedirectUri(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash || url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

const redirectUri = z
  .string()
  .trim()
  .max(URI_MAX)
  .refine(isRedirectUri, { error: () => m.oidc_error_redirect_uri() });

/** One URL a line, as the owner types them: blank lines dropped, each one checked. */
const uriLines = (min: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(/\r?\n/)).map((line) => line.trim()).filter(Boolean),
    )
    .pipe(
      z
        .array(redirectUri)
        .min(min, { error: () => m.oidc_error_redirect_required() })
        .max(OIDC_URIS_MAX, { error: () => m.oidc_error_too_many() }),
    );

const isLoopbackUri = (value: string) => LOOPBACK.has(new URL(value).hostname);

/**
 * Where a site hears of sign-outs (OpenID Connect Back-Channel Logout): https, or plain http on this
 * machine only for a site whose redirect URIs are all on this machine too (a site being built).
 */
export function backchannelUriAllowed(value: string, redirectUris: readonly string[]): boolean {
  if (!isRedirectUri(value)) return false;
  if (new URL(value).protocol === 'https:') return true;
  return redirectUris.length > 0 && redirectUris.every(isLoopbackUri);
}

/** An empty field is no back-channel URI. */
const backchannelUri = z
  .string()
  .trim()
  .max(URI_MAX, { error: () => m.oidc_error_backchannel_uri() })
  .optional()
  .transform((value) => value || null);

export const registerOidcClientSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: () => m.oidc_error_name() })
      .max(OIDC_CLIENT_NAME_MAX, { error: () => m.oidc_error_name() }),
    redirectUris: uriLines(1),
    postLogoutRedirectUris: uriLines(0),
    backchannelLogoutUri: backchannelUri,
    backchannelAllowPrivateAddresses: z.boolean().default(false),
  })
  .refine(
    (input) =>
      input.backchannelLogoutUri === null ||
      backchannelUriAllowed(input.backchannelLogoutUri, input.redirectUris),
    { error: () => m.oidc_error_backchannel_uri(), path: ['backchannelLogoutUri'] },
  );
export type RegisterOidcClientInput = z.infer<typeof registerOidcClientSchema>;

export const oidcClientIdSchema = z.object({ id: z.coerce.number().int().positive() });

/** What the owner sees once, after registering a site or rotating its secret. */
export interface OidcClientSecretAnswer {
  id: number;
  clientId: string;
  clientSecret: string;
}
