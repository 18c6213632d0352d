import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { oidcClients, oidcPayloads } from '../db/schema/index.ts';
import { deleteExpiredRows, KEEP_EXPIRED_MS } from '../housekeeping/expiredRows.ts';
import { oidcAdapter, rememberedGrantId } from './oidcAdapter.ts';
import { registerOidcClient, removeOidcClient, rotateOidcClientSecret } from './oidcClients.commands.ts';
import { loadOidcKeys } from './oidcKeys.ts';

const t = useTestDatabase();
const adapterFor = (model: string) => new (oidcAdapter(() => t.db))(model);
const action = { actorId: 1, ip: '127.0.0.1' };
const NO_BACKCHANNEL = { backchannelLogoutUri: null, backchannelAllowPrivateAddresses: false };

describe('the oidc-provider adapter on MySQL', () => {
  it('stores a payload by model and id and finds it by id, uid and user code', async () => {
    const sessions = adapterFor('Session');
    await sessions.upsert('s1', { uid: 'uid-1', accountId: '7', kind: 'Session' }, 600);
    expect(await sessions.find('s1')).toEqual({ uid: 'uid-1', accountId: '7', kind: 'Session' });
    expect(await sessions.findByUid('uid-1')).toMatchObject({ accountId: '7' });
    expect(await adapterFor('Grant').find('s1')).toBeUndefined();

    const codes = adapterFor('DeviceCode');
    await codes.upsert('d1', { userCode: 'ABCD-EFGH' }, 600);
    expect(await codes.findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH' });

    await sessions.upsert('s1', { uid: 'uid-1', accountId: '8' }, 600);
    expect(await sessions.find('s1')).toEqual({ uid: 'uid-1', accountId: '8' });
  });

  it('marks a consumed code, which oidc-provider then refuses to redeem twice', async () => {
    const codes = adapterFor('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1', clientId: 'x' }, 60);
    expect((await codes.find('c1'))?.consumed).toBeUndefined();
    await codes.consume('c1');
    const consumed = await codes.find('c1');
    expect(consumed?.consumed).toBeGreaterThan(Date.now() / 1000 - 10);
  });

  it('destroys one row, and revokes by grant only within its model', async () => {
    const tokens = adapterFor('AccessToken');
    const codes = adapterFor('AuthorizationCode');
    await tokens.upsert('t1', { grantId: 'g2' }, 600);
    await tokens.upsert('t2', { grantId: 'g2' }, 600);
    await tokens.upsert('t3', { grantId: 'g3' }, 600);
    await codes.upsert('c2', { grantId: 'g2' }, 600);
    await tokens.revokeByGrantId('g2');
    expect(await tokens.find('t1')).toBeUndefined();
    expect(await tokens.find('t2')).toBeUndefined();
    expect(await tokens.find('t3')).toBeDefined();
    expect(await codes.find('c2')).toBeDefined();
    await tokens.destroy('t3');
    expect(await tokens.find('t3')).toBeUndefined();
  });

  it('answers nothing once expired, and housekeeping removes the row', async () => {
    const tokens = adapterFor('AccessToken');
    await tokens.upsert('old', { grantId: 'g4' }, 600);
    const past = new Date(Date.now() - KEEP_EXPIRED_MS - 60_000);
    await t.db.update(oidcPayloads).set({ expiresAt: past }).where(eq(oidcPayloads.id, 'old'));
    expect(await tokens.find('old')).toBeUndefined();
    const deleted = await deleteExpiredRows(t.db);
    expect(deleted['oidc_payloads']).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(oidcPayloads).where(eq(oidcPayloads.id, 'old'))).toEqual([]);
  });

  it('remembers the newest unexpired grant of a member and site', async () => {
    const grants = adapterFor('Grant');
    await grants.upsert('grant-a', { accountId: '9', clientId: 'site-1' }, 3600);
    expect(await rememberedGrantId('9', 'site-1', t.db)).toBe('grant-a');
    expect(await rememberedGrantId('9', 'site-2', t.db)).toBeUndefined();
    expect(await rememberedGrantId('10', 'site-1', t.db)).toBeUndefined();
  });
});

describe('registered sites as oidc-provider clients', () => {
  it('reads a site as a confidential code-flow client whose secret opens again, and rotates it', async () => {
    const registered = await registerOidcClient(
      {
        name: 'Shop',
        redirectUris: ['https://shop.example/cb'],
        postLogoutRedirectUris: [],
        ...NO_BACKCHANNEL,
      },
      action,
      t.db,
    );
    const [row] = await t.db.select().from(oidcClients).where(eq(oidcClients.id, registered.id));
    expect(row!.secretSealed).not.toContain(registered.clientSecret);
    const clients = adapterFor('Client');
    expect(await clients.find(registered.clientId)).toMatchObject({
      client_id: registered.clientId,
      client_secret: registered.clientSecret,
      client_name: 'Shop',
      redirect_uris: ['https://shop.example/cb'],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    });
    const rotated = await rotateOidcClientSecret(registered.id, action, t.db);
    expect(rotated.clientSecret).not.toBe(registered.clientSecret);
    expect((await clients.find(registered.clientId))?.['client_secret']).toBe(rotated.clientSecret);
  });

  it('removes a site with what the provider keeps for it', async () => {
    const registered = await registerOidcClient(
      {
        name: 'Blog',
        redirectUris: ['https://blog.example/cb'],
        postLogoutRedirectUris: [],
        ...NO_BACKCHANNEL,
      },
      action,
      t.db,
    );
    await adapterFor('Grant').upsert('grant-b', { accountId: '3', clientId: registered.clientId }, 3600);
    await removeOidcClient(registered.id, action, t.db);
    expect(await adapterFor('Client').find(registered.clientId)).toBeUndefined();
    expect(await adapterFor('Grant').find('grant-b')).toBeUndefined();
    await expect(removeOidcClient(registered.id, action, t.db)).rejects.toMatchObject({ status: 404 });
  });
});

describe('the provider keys', () => {
  it('are made once and read back the same', async () => {
    const first = await loadOidcKeys(t.db);
    const second = await loadOidcKeys(t.db);
    expect(second).toEqual(first);
    expect(first.jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(first.cookieKeys).toHaveLength(2);
  });
});
