import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AdapterPayload } from 'oidc-provider';
import { getDb, type Database } from '../db/client.ts';
import { oidcClients } from '../db/schema/index.ts';
import { openText } from '../twoFactor/secretBox.ts';

interface OidcClientView {
  id: number;
  clientId: string;
  name: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  backchannelLogoutUri: string | null;
  backchannelAllowPrivateAddresses: boolean;
  createdAt: Date;
}

/** The purpose a client secret is sealed for: its own client id, so a secret never opens as another's. */
export const secretPurpose = (clientId: string) => `oidc-client:${clientId}`;

const uris = (json: string): string[] => JSON.parse(json) as string[];

/** Every registered site, newest first (the owner registers them one by one). */
export async function listOidcClients(db: Database = getDb()): Promise<OidcClientView[]> {
  const rows = await db.select().from(oidcClients).orderBy(desc(oidcClients.id));
  return rows.map((row) => ({
    id: row.id,
    clientId: row.clientId,
    name: row.name,
    redirectUris: uris(row.redirectUris),
    postLogoutRedirectUris: uris(row.postLogoutRedirectUris),
    backchannelLogoutUri: row.backchannelLogoutUri,
    backchannelAllowPrivateAddresses: row.backchannelAllowPrivateAddresses,
    createdAt: row.createdAt,
  }));
}

/**
 * A registered site as oidc-provider's client metadata: a confidential client of the authorization
 * code flow only (PKCE is required of every client by the provider's configuration).
 */
export async function oidcClientMetadata(
  clientId: string,
  db: Database = getDb(),
): Promise<AdapterPayload | undefined> {
  if (clientId.length > 64) return undefined;
  const [row] = await db.select().from(oidcClients).where(eq(oidcClients.clientId, clientId)).limit(1);
  if (!row) return undefined;
  return {
    client_id: row.clientId,
    client_secret: openText(row.secretSealed, secretPurpose(row.clientId)),
    client_name: row.name,
    redirect_uris: uris(row.redirectUris),
    post_logout_redirect_uris: uris(row.postLogoutRedirectUris),
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
    id_token_signed_response_alg: 'RS256',
    // A site that hears of sign-outs gets the session's sid in its ID tokens to match logout tokens.
    ...(row.backchannelLogoutUri
      ? { backchannel_logout_uri: row.backchannelLogoutUri, backchannel_logout_session_required: true }
      : {}),
  };
}

/** A registered site's name, for the consent and sign-out pages. */
export async function oidcClientName(clientId: string, db: Database = getDb()): Promise<string | undefined> {
  if (clientId.length > 64) return undefined;
  const [row] = await db
    .select({ name: oidcClients.name })
    .from(oidcClients)
    .where(eq(oidcClients.clientId, clientId))
    .limit(1);
  return row?.name;
}

/** Where a site hears of sign-outs, and whether that may be a private address (decision 074). */
export interface BackchannelTarget {
  clientId: string;
  uri: string;
  allowPrivateAddresses: boolean;
}

/** The sites among these that registered a back-channel logout URI. */
export async function backchannelTargets(
  clientIds: readonly string[],
  db: Database = getDb(),
): Promise<BackchannelTarget[]> {
  const ids = clientIds.filter((id) => id.length <= 64);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      clientId: oidcClients.clientId,
      uri: oidcClients.backchannelLogoutUri,
      allowPrivateAddresses: oidcClients.backchannelAllowPrivateAddresses,
    })
    .from(oidcClients)
    .where(and(inArray(oidcClients.clientId, ids), isNotNull(oidcClients.backchannelLogoutUri)));
  return rows.map((row) => ({ ...row, uri: row.uri! }));
}
