import { and, eq } from 'drizzle-orm';
import type Provider from 'oidc-provider';
import { getDb, type Database } from '../db/client.ts';
import { oidcPayloads } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import type { DomainEvent, EventOf } from '../events/domainEvent.ts';
import { sendOutgoingRequest } from '../http/outgoingRequest.ts';
import { recordEvent, type RecordedEvent } from '../outbox/recordEvent.ts';
import { deliverInBackground } from '../outbox/outboxDelivery.ts';
import { logger } from '../log/logger.ts';
import { backchannelTargets } from './oidcClients.queries.ts';
import { SESSION_ISSUER_KEY } from './oidcAdapter.ts';
import { OIDC_PATH } from '@/shared/oidc/oidcPaths.ts';

/** The provider session's cookie (oidc-provider's default name), sent to every path of the forum. */
export const PROVIDER_SESSION_COOKIE = '_session';

/** The member and the sites they signed in to through one provider session, with each site's sid. */
export interface ProviderSignIns {
  accountId: string;
  signIns: Array<{ clientId: string; sid: string | null }>;
}

interface SessionPayloadShape {
  accountId?: unknown;
  [SESSION_ISSUER_KEY]?: unknown;
  authorizations?: Record<string, { sid?: unknown } | undefined>;
}

/** The sign-ins a provider session payload (or a live Session) holds; none without a member. */
export function signInsOf(session: SessionPayloadShape | undefined): ProviderSignIns | undefined {
  if (!session || typeof session.accountId !== 'string') return undefined;
  const signIns = Object.entries(session.authorizations ?? {}).map(([clientId, authorization]) => ({
    clientId,
    sid: typeof authorization?.sid === 'string' ? authorization.sid : null,
  }));
  return { accountId: session.accountId, signIns };
}

/**
 * Records one logout delivery per site of these sign-ins that registered a back-channel logout URI,
 * in the caller's transaction; answers the recorded events to deliver after the commit.
 */
async function recordBackchannelLogouts(
  tx: Database | Transaction,
  issuer: string,
  { accountId, signIns }: ProviderSignIns,
): Promise<RecordedEvent[]> {
  const sites = await backchannelTargets(
    signIns.map((signIn) => signIn.clientId),
    tx,
  );
  const targets = new Set(sites.map((site) => site.clientId));
  const ids: RecordedEvent[] = [];
  for (const { clientId, sid } of signIns) {
    if (!targets.has(clientId)) continue;
    ids.push(
      await recordEvent(tx, { type: 'oidc.backchannel_logout', issuer, clientId, sub: accountId, sid }),
    );
  }
  return ids;
}

/**
 * The forum sign-out of a browser ends its provider session too (decision 074): the session named by
 * the provider's cookie is removed, if it is this member's, and every site signed in to through it
 * is told by the outbox. The answer does not wait for the sites.
 */
export async function endProviderSession(
  providerSessionId: string | undefined,
  memberId: number,
  issuer: string,
  db: Database = getDb(),
): Promise<void> {
  if (!providerSessionId || providerSessionId.length > 128) return;
  const ids = await db.transaction(async (tx) => {
    const where = and(
      eq(oidcPayloads.model, 'Session'),
      eq(oidcPayloads.id, providerSessionId),
      eq(oidcPayloads.accountId, String(memberId)),
    );
    const [row] = await tx.select().from(oidcPayloads).where(where).limit(1).for('update');
    if (!row) return [];
    await tx.delete(oidcPayloads).where(where);
    return recordSessionLogouts(tx, row.payload, issuer);
  });
  if (ids.length > 0) deliverInBackground(ids, db);
}

/** The logouts of one stored provider session, under the issuer it was made by (else `issuer`). */
function recordSessionLogouts(
  tx: Database | Transaction,
  payloadJson: string,
  issuer: string | undefined,
): Promise<RecordedEvent[]> {
  const payload = JSON.parse(payloadJson) as SessionPayloadShape;
  const found = signInsOf(payload);
  const stored = payload[SESSION_ISSUER_KEY];
  const sessionIssuer = typeof stored === 'string' ? stored : issuer;
  return found && sessionIssuer ? recordBackchannelLogouts(tx, sessionIssuer, found) : Promise.resolve([]);
}

/**
 * A member signed out everywhere (a password reset, a ban, an account deleted): every provider
 * session of theirs ends in the caller's transaction and the sites signed in to through them are
 * told. Answers the recorded events for deliverInBackground() after the commit.
 */
export async function endMemberProviderSessions(tx: Transaction, memberId: number): Promise<RecordedEvent[]> {
  const where = and(eq(oidcPayloads.model, 'Session'), eq(oidcPayloads.accountId, String(memberId)));
  const rows = await tx.select().from(oidcPayloads).where(where).for('update');
  if (rows.length === 0) return [];
  await tx.delete(oidcPayloads).where(where);
  const ids: RecordedEvent[] = [];
  for (const row of rows) ids.push(...(await recordSessionLogouts(tx, row.payload, undefined)));
  return ids;
}

/** Records and delivers (in the background) the logouts of a provider session the provider just ended. */
export async function tellSitesOfProviderLogout(
  issuer: string,
  found: ProviderSignIns,
  db: Database = getDb(),
): Promise<void> {
  const ids = await db.transaction((tx) => recordBackchannelLogouts(tx, issuer, found));
  if (ids.length > 0) deliverInBackground(ids, db);
}

const BACKCHANNEL_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/**
 * A logout token for a site, signed with the provider's key as oidc-provider signs its own (typ
 * logout+jwt, two minutes): made at each attempt, so a retry never sends an expired one.
 */
export async function buildLogoutToken(
  provider: Provider,
  clientId: string,
  sub: string,
  sid: string | null,
): Promise<string | undefined> {
  const client = await provider.Client.find(clientId);
  if (!client) return undefined;
  const token = new provider.IdToken({ sub }, { client, ctx: undefined });
  token.mask = { sub: null };
  token.set('events', { [BACKCHANNEL_EVENT]: {} });
  token.set('jti', crypto.randomUUID());
  if (sid) token.set('sid', sid);
  return token.issue({ use: 'logout' });
}

/** The forum's provider, imported when first needed (as the front door does). */
async function forumProvider(origin: string): Promise<Provider> {
  const { oidcProviderFor } = await import('./oidcProvider.ts');
  return oidcProviderFor(origin);
}

let providerFor: (origin: string) => Promise<Provider> = forumProvider;

/** Integration tests sign with a provider on their own database; the forum keeps its own. */
export function useBackchannelProvider(next?: (origin: string) => Promise<Provider>): void {
  providerFor = next ?? forumProvider;
}

const issuerOrigin = (issuer: string) =>
  issuer.endsWith(OIDC_PATH) ? issuer.slice(0, -OIDC_PATH.length) : new URL(issuer).origin;

/**
 * The outbox's delivery of one logout: POSTs the token as a form to the site's URI through the
 * address filter (private addresses only when the owner allowed them for the site). A site removed
 * or without a URI meanwhile gets nothing; an answer other than 200/204 or none throws, so the
 * outbox tries again later.
 */
export async function deliverBackchannelLogout(
  event: EventOf<'oidc.backchannel_logout'>,
  db: Database,
): Promise<DomainEvent[]> {
  const [site] = await backchannelTargets([event.clientId], db);
  if (!site) return [];
  const provider = await providerFor(issuerOrigin(event.issuer));
  const logoutToken = await buildLogoutToken(provider, event.clientId, event.sub, event.sid);
  if (!logoutToken) return [];
  const response = await sendOutgoingRequest({
    url: site.uri,
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': 'Plaza-OIDC/1',
    },
    body: new URLSearchParams({ logout_token: logoutToken }).toString(),
    allowPrivateAddresses: site.allowPrivateAddresses,
  });
  if (response.status !== 200 && response.status !== 204) {
    throw new Error(`back-channel logout to ${event.clientId} answered ${response.status}`);
  }
  logger.info({ clientId: event.clientId }, 'oidc back-channel logout delivered');
  return [];
}
