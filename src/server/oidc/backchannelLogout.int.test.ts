import { createPublicKey, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type Provider from 'oidc-provider';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { oidcPayloads, outboxEvents } from '../db/schema/index.ts';
import { deliverDue, settleOutbox } from '../outbox/outboxDelivery.ts';
import { oidcAdapter } from './oidcAdapter.ts';
import { registerOidcClient } from './oidcClients.commands.ts';
import { oidcClientMetadata } from './oidcClients.queries.ts';
import { loadOidcKeys } from './oidcKeys.ts';
import { createProvider } from './oidcProvider.ts';
import {
  buildLogoutToken,
  endMemberProviderSessions,
  endProviderSession,
  useBackchannelProvider,
} from './backchannelLogout.ts';

const t = useTestDatabase();
const action = { actorId: 1, ip: '127.0.0.1' };
const ORIGIN = 'http://forum.test';
const ISSUER = `${ORIGIN}/oidc`;
const BACKCHANNEL_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/** A site's back-channel endpoint: records each logout token and answers the next queued status. */
const received: string[] = [];
const statuses: number[] = [];
let server: Server;
let receiverUrl = '';
let provider: Provider;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(new URLSearchParams(body).get('logout_token') ?? '');
      response.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/backchannel`;
  provider = await createProvider(ISSUER, () => t.db);
  useBackchannelProvider(() => Promise.resolve(provider));
});
afterAll(async () => {
  useBackchannelProvider();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(async () => {
  await settleOutbox();
  received.length = 0;
  statuses.length = 0;
  await t.db.delete(outboxEvents);
});

const site = (name: string, allowPrivate: boolean, uri: string | null = receiverUrl) =>
  registerOidcClient(
    {
      name,
      redirectUris: ['http://127.0.0.1:9/callback'],
      postLogoutRedirectUris: [],
      backchannelLogoutUri: uri,
      backchannelAllowPrivateAddresses: allowPrivate,
    },
    action,
    t.db,
  );

/** A provider session of member 7 with sign-ins to these sites, as oidc-provider stores it. */
async function providerSession(id: string, signIns: Record<string, string>): Promise<void> {
  const authorizations = Object.fromEntries(
    Object.entries(signIns).map(([clientId, sid]) => [clientId, { sid, grantId: `grant-${sid}` }]),
  );
  await new (oidcAdapter(() => t.db))('Session').upsert(
    id,
    { jti: id, uid: `uid-${id}`, kind: 'Session', accountId: '7', authorizations },
    600,
  );
}

/** Checks the JWS with the provider's published key (node:crypto) and answers its header and claims. */
async function verified(token: string) {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const { jwks } = await loadOidcKeys(t.db);
  const publicKey = createPublicKey({ key: jwks.keys[0] as import('node:crypto').JsonWebKey, format: 'jwk' });
  const signed = verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${payload}`),
    publicKey,
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>,
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>,
  };
}

describe('OpenID Connect back-channel logout', () => {
  it('signs a logout token with sub, sid, the back-channel event and no nonce', async () => {
    const { clientId } = await site('Token shop', true);
    const token = await buildLogoutToken(provider, clientId, '7', 'sid-token');
    const { header, claims } = await verified(token!);
    expect(header).toMatchObject({ alg: 'RS256', typ: 'logout+jwt' });
    expect(claims).toMatchObject({ iss: ISSUER, aud: clientId, sub: '7', sid: 'sid-token' });
    expect(claims['events']).toEqual({ [BACKCHANNEL_EVENT]: {} });
    expect(claims).not.toHaveProperty('nonce');
    expect(typeof claims['jti']).toBe('string');
    expect(claims['exp']).toBe((claims['iat'] as number) + 120);
  });

  it('gives a site with a back-channel URI sid in its ID tokens (client metadata)', async () => {
    const { clientId } = await site('Metadata shop', true);
    expect(await oidcClientMetadata(clientId, t.db)).toMatchObject({
      backchannel_logout_uri: receiverUrl,
      backchannel_logout_session_required: true,
    });
    const { clientId: quiet } = await site('Quiet shop', false, null);
    expect(await oidcClientMetadata(quiet, t.db)).not.toHaveProperty('backchannel_logout_uri');
  });

  it('ends the browser provider session on sign-out and tells each site with a URI through the outbox', async () => {
    const told = await site('Told shop', true);
    const quiet = await site('Silent shop', false, null);
    await providerSession('session-a', { [told.clientId]: 'sid-a', [quiet.clientId]: 'sid-q' });

    // Another member's sign-out cannot end it.
    await endProviderSession('session-a', 8, ISSUER, t.db);
    expect(await t.db.select().from(outboxEvents)).toHaveLength(0);

    await endProviderSession('session-a', 7, ISSUER, t.db);
    await settleOutbox();
    const left = await t.db
      .select()
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, 'Session'), eq(oidcPayloads.id, 'session-a')));
    expect(left).toHaveLength(0);
    expect(received).toHaveLength(1);
    const { claims } = await verified(received[0]!);
    expect(claims).toMatchObject({ aud: told.clientId, sub: '7', sid: 'sid-a', iss: ISSUER });
    expect(await t.db.select().from(outboxEvents)).toHaveLength(0);
  });

  it('keeps a logout the site refused and sends a fresh token on the retry', async () => {
    const { clientId } = await site('Flaky shop', true);
    await providerSession('session-b', { [clientId]: 'sid-b' });
    statuses.push(503);
    await endProviderSession('session-b', 7, ISSUER, t.db);
    await settleOutbox();
    expect(received).toHaveLength(1);
    const [waiting] = await t.db.select().from(outboxEvents);
    expect(waiting?.lastError).toContain('503');

    await deliverDue(t.db, new Date(Date.now() + 60_000));
    await settleOutbox();
    expect(received).toHaveLength(2);
    expect((await verified(received[1]!)).claims).toMatchObject({ sid: 'sid-b' });
    expect(await t.db.select().from(outboxEvents)).toHaveLength(0);
  });

  it('refuses a private address unless the owner allowed it for the site', async () => {
    const { clientId } = await site('Private shop', false);
    await providerSession('session-c', { [clientId]: 'sid-c' });
    await endProviderSession('session-c', 7, ISSUER, t.db);
    await settleOutbox();
    expect(received).toHaveLength(0);
    const [waiting] = await t.db.select().from(outboxEvents);
    expect(waiting?.lastError).toMatch(/not allowed/);
  });
});

describe('signed out everywhere', () => {
  it('ends every provider session of the member, each under the issuer that made it', async () => {
    const { clientId } = await site('Everywhere shop', true);
    const sessions = new (oidcAdapter(() => t.db, 'https://other.test/oidc'))('Session');
    await sessions.upsert(
      'session-d',
      { jti: 'session-d', kind: 'Session', accountId: '7', authorizations: { [clientId]: { sid: 'sid-d' } } },
      600,
    );
    await providerSession('session-e', { [clientId]: 'sid-e' });
    await new (oidcAdapter(() => t.db, ISSUER))('Session').upsert(
      'session-f',
      { jti: 'session-f', kind: 'Session', accountId: '8', authorizations: { [clientId]: { sid: 'sid-f' } } },
      600,
    );

    const ids = await t.db.transaction((tx) => endMemberProviderSessions(tx, 7));
    // The session stored without its issuer (made before issuers were kept) is ended untold.
    expect(ids).toHaveLength(1);
    const recorded = await t.db.select().from(outboxEvents);
    expect(JSON.parse(recorded[0]!.payload)).toMatchObject({
      type: 'oidc.backchannel_logout',
      issuer: 'https://other.test/oidc',
      clientId,
      sub: '7',
      sid: 'sid-d',
    });
    const left = await t.db
      .select({ id: oidcPayloads.id })
      .from(oidcPayloads)
      .where(eq(oidcPayloads.model, 'Session'));
    expect(left.map((row) => row.id)).toEqual(['session-f']);
  });
});
