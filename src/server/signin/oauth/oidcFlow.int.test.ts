import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Provider, { type Configuration } from 'oidc-provider';
import { useTestDatabase } from '../../../../tests/useTestDatabase.ts';
import { oauthAccounts, users } from '../../db/schema/index.ts';
import { clearPrivateSettingsCache, savePrivateSettings } from '../../settings/privateSettings.ts';
import { completeOAuth, oauthRedirectUri, startOAuth } from './oauthFlow.commands.ts';
import { decodeFlowState, encodeFlowState, matchesFlow } from './oauthFlowCookie.ts';
import type { OAuthFlowState } from './oauthTypes.ts';

// A real OpenID Connect server (oidc-provider) on a random local port. Its login and consent
// screens are replaced by a handler that finishes the interaction for `currentAccount`, so the
// whole authorization-code + PKCE flow runs over HTTP with fetch.

const APP_URL = new URL('http://plaza.test/api/oauth/oidc/start');
const REDIRECT_URI = oauthRedirectUri(APP_URL, 'oidc');
const accounts: Record<string, { email: string; email_verified: boolean; name: string }> = {
  alice: { email: 'alice@example.com', email_verified: true, name: 'Alice' },
  mallory: { email: 'victim@example.com', email_verified: false, name: 'Mallory' },
  carol: { email: 'carol@example.com', email_verified: true, name: 'Carol' },
};
let currentAccount = 'alice';

const t = useTestDatabase();
let server: Server;
let issuer = '';

async function startIssuer(): Promise<void> {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const configuration: Configuration = {
    clients: [
      {
        client_id: 'plaza',
        client_secret: 'plaza-secret-0123456789',
        redirect_uris: [REDIRECT_URI],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-cookie-key'] },
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, ...accounts[sub] }),
    }),
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) {
      callback(req, res);
      return;
    }
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        await provider.interactionFinished(req, res, { login: { accountId: currentAccount } });
        return;
      }
      const grant = new provider.Grant({
        accountId: details.session!.accountId,
        clientId: String(details.params['client_id']),
      });
      grant.addOIDCScope(String(details.params['scope']));
      await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } });
    })();
  });
}

/** Follows the provider's redirects (keeping its cookies) until it sends the browser to our callback. */
async function authorize(location: URL): Promise<URL> {
  const jar = new Map<string, string>();
  let next = location.href;
  for (let hop = 0; hop < 10; hop++) {
    if (next.startsWith(REDIRECT_URI.split('?')[0]!)) return new URL(next);
    const response = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair!.indexOf('=');
      jar.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    const target = response.headers.get('location');
    if (!target) throw new Error(`No redirect from ${next}: ${response.status} ${await response.text()}`);
    next = new URL(target, next).href;
  }
  throw new Error('Too many redirects');
}

async function signInAs(account: string, bindUserId: number | null = null) {
  currentAccount = account;
  const started = await startOAuth('oidc', APP_URL, '/moment/1', bindUserId, t.db);
  if (!started) throw new Error('The provider is not enabled');
  const callback = await authorize(started.location);
  return { callback, flow: started.flow };
}

beforeAll(async () => {
  await startIssuer();
  clearPrivateSettingsCache();
  await savePrivateSettings(
    {
      oauth: { oidc: { enabled: true, clientId: 'plaza', clientSecret: 'plaza-secret-0123456789', issuer } },
    },
    t.db,
  );
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

describe('OpenID Connect sign-in against oidc-provider', () => {
  it('discovers the issuer and asks for a code with PKCE (S256), state and nonce', async () => {
    const started = await startOAuth('oidc', APP_URL, '/x', null, t.db);
    const params = started!.location.searchParams;
    expect(started!.location.origin).toBe(issuer);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toBe(started!.flow.state);
    expect(params.get('nonce')).toBe(started!.flow.nonce);
    expect(params.get('redirect_uri')).toBe(REDIRECT_URI);
  });

  it('creates a member with the verified email on first sign-in, and signs the same member in again', async () => {
    const { callback, flow } = await signInAs('alice');
    expect(callback.searchParams.get('provider')).toBe('oidc');
    expect(matchesFlow(flow, 'oidc', callback.searchParams.get('state'))).toBe(true);
    const user = await completeOAuth(callback, flow, t.db);
    expect(user.email).toBe('alice@example.com');
    expect(user.emailVerified).toBe(true);
    expect(user.nickname).toBe('Alice');
    expect(user.passwordHash).toBeNull();

    const second = await signInAs('alice');
    expect((await completeOAuth(second.callback, second.flow, t.db)).id).toBe(user.id);
    expect(await t.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id))).toHaveLength(1);
  });

  it('refuses a code exchanged with another PKCE verifier', async () => {
    const { callback, flow } = await signInAs('alice');
    const tampered: OAuthFlowState = { ...flow, codeVerifier: `${flow.codeVerifier.slice(0, -4)}AAAA` };
    await expect(completeOAuth(callback, tampered, t.db)).rejects.toThrow();
  });

  it('refuses a callback whose state does not match', async () => {
    const { callback, flow } = await signInAs('alice');
    expect(matchesFlow(flow, 'oidc', 'forged-state')).toBe(false);
    expect(matchesFlow(flow, 'github', callback.searchParams.get('state'))).toBe(false);
    expect(matchesFlow(null, 'oidc', callback.searchParams.get('state'))).toBe(false);
    await expect(completeOAuth(callback, { ...flow, state: 'other' }, t.db)).rejects.toThrow();
  });

  it('binds to an existing member on a verified email match', async () => {
    const [existing] = await t.db
      .insert(users)
      .values({ nickname: 'Carol here', email: 'carol@example.com', role: 'user' })
      .$returningId();
    const { callback, flow } = await signInAs('carol');
    expect((await completeOAuth(callback, flow, t.db)).id).toBe(existing!.id);
  });

  it('never takes over an account on an unverified email', async () => {
    const [victim] = await t.db
      .insert(users)
      .values({ nickname: 'Victim', email: 'victim@example.com', passwordHash: 'x', role: 'user' })
      .$returningId();
    const { callback, flow } = await signInAs('mallory');
    const user = await completeOAuth(callback, flow, t.db);
    expect(user.id).not.toBe(victim!.id);
    expect(user.email).toBeNull();
    expect(user.emailVerified).toBe(false);
  });

  it('binds to the signed-in member who started a bind, and refuses a subject bound elsewhere', async () => {
    const [member] = await t.db
      .insert(users)
      .values({ nickname: 'Binder', email: 'binder@example.com', role: 'user' })
      .$returningId();
    const fresh = 'dave';
    accounts[fresh] = { email: 'dave@example.com', email_verified: true, name: 'Dave' };
    const { callback, flow } = await signInAs(fresh, member!.id);
    expect((await completeOAuth(callback, flow, t.db)).id).toBe(member!.id);

    // Alice's subject is already bound to the member created earlier.
    const again = await signInAs('alice', member!.id);
    await expect(completeOAuth(again.callback, again.flow, t.db)).rejects.toThrow(/already bound/);
  });
});

describe('flow cookie', () => {
  it('round-trips and rejects garbage', () => {
    const flow: OAuthFlowState = {
      provider: 'github',
      state: 's',
      codeVerifier: 'v',
      nonce: 'n',
      redirect: '//evil.example',
      bindUserId: null,
    };
    expect(decodeFlowState(encodeFlowState(flow))).toEqual({ ...flow, redirect: '/' });
    expect(decodeFlowState('not-json')).toBeNull();
    expect(decodeFlowState(Buffer.from('{"provider":"evil"}').toString('base64url'))).toBeNull();
  });
});
