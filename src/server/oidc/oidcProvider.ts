import Provider, { interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { getDb, type Database } from '../db/client.ts';
import { logger } from '../log/logger.ts';
import { oidcAdapter, rememberedGrantId } from './oidcAdapter.ts';
import { findMemberAccount } from './oidcAccount.ts';
import { loadOidcKeys } from './oidcKeys.ts';
import { plazaSessionCheck } from './plazaSessionCheck.ts';
import { endPlazaSessionAfterLogout, noteLogoutConfirmed } from './endPlazaSession.ts';
import { renderOidcError } from './renderOidcError.ts';
import {
  OIDC_PATH,
  connectPath,
  CONNECT_SIGNED_OUT_PATH,
  CONNECT_SIGNOUT_PATH,
} from '@/shared/oidc/oidcPaths.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What a site may ask for, and the claims each scope gives (decision 074). */
const OIDC_CLAIMS = {
  openid: ['sub'],
  profile: ['name', 'preferred_username', 'picture'],
  email: ['email', 'email_verified'],
};

function interactionsPolicy() {
  const policy = interactionPolicy.base();
  policy.get('login')!.checks.add(plazaSessionCheck());
  return policy;
}

/** The consent a member gave a site before, in this session or (remembered) in an earlier one. */
async function loadExistingGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const clientId = oidc.client!.clientId;
  const accountId = oidc.session?.accountId;
  const grantId =
    oidc.result?.consent?.grantId ??
    oidc.session?.grantIdFor(clientId) ??
    (accountId ? await rememberedGrantId(accountId, clientId) : undefined);
  if (!grantId) return undefined;
  const grant = await oidc.provider.Grant.find(grantId);
  return grant && grant.accountId === accountId && grant.clientId === clientId ? grant : undefined;
}

/** The provider of one issuer on a database (the forum's; an integration test's own). */
export async function createProvider(issuer: string, db: () => Database = getDb): Promise<Provider> {
  const keys = await loadOidcKeys(db());
  const origin = new URL(issuer).origin;
  const configuration: Configuration = {
    adapter: oidcAdapter(db, issuer),
    jwks: keys.jwks,
    cookies: { keys: keys.cookieKeys },
    scopes: Object.keys(OIDC_CLAIMS),
    claims: OIDC_CLAIMS,
    responseTypes: ['code'],
    pkce: { required: () => true },
    // The ID token carries the claims of the granted scopes, not only the userinfo answer.
    conformIdTokenClaims: false,
    allowOmittingSingleRegisteredRedirectUri: false,
    issueRefreshToken: () => false,
    features: {
      devInteractions: { enabled: false },
      // Advertised in discovery, with sid in the ID tokens of a site that has a back-channel URI; the
      // logout tokens are sent by the outbox (backchannelLogout.ts), not during the sign-out request.
      backchannelLogout: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC) => ctx.redirect(CONNECT_SIGNOUT_PATH),
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => ctx.redirect(CONNECT_SIGNED_OUT_PATH),
      },
    },
    interactions: { url: (_ctx, interaction) => connectPath(interaction.uid), policy: interactionsPolicy() },
    ttl: {
      AuthorizationCode: MINUTE,
      AccessToken: HOUR,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: 14 * DAY,
      Grant: 365 * DAY,
    },
    findAccount: (_ctx, sub) => findMemberAccount(sub, origin),
    loadExistingGrant,
    renderError: renderOidcError,
  };
  const provider = new Provider(issuer, configuration);
  // The front door drops forwarding headers it does not trust, so those left are the proxy's.
  provider.proxy = true;
  // oidc-provider would POST logout tokens itself while answering the sign-out, waiting for every
  // site and forgetting a failure; the outbox sends them instead (decision 074).
  provider.Client.prototype.backchannelLogout = () => Promise.resolve();
  provider.use(endPlazaSessionAfterLogout);
  provider.on('end_session.success', noteLogoutConfirmed);
  provider.on('server_error', (_ctx: unknown, error: Error) =>
    logger.error({ err: error }, 'oidc provider error'),
  );
  return provider;
}

const MAX_ISSUERS = 4;
const providers = new Map<string, Promise<Provider>>();

/**
 * The provider of an issuer (the site's origin + /oidc), made once per process. A forum answers under
 * a few names at most; a request naming yet another host replaces the oldest rather than adding one.
 */
export function oidcProviderFor(origin: string): Promise<Provider> {
  const issuer = `${origin}${OIDC_PATH}`;
  let provider = providers.get(issuer);
  if (!provider) {
    if (providers.size >= MAX_ISSUERS) providers.delete(providers.keys().next().value!);
    provider = createProvider(issuer);
    provider.catch(() => providers.delete(issuer));
    providers.set(issuer, provider);
  }
  return provider;
}
