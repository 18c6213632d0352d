import { describe, expect, it } from 'vitest';
import { backchannelUriAllowed, isRedirectUri, registerOidcClientSchema } from './oidcClientSchemas.ts';
import { isOidcPath } from './oidcPaths.ts';

describe('a site redirect URI', () => {
  it('is an https URL, or http on this machine only', () => {
    expect(isRedirectUri('https://shop.example/callback?x=1')).toBe(true);
    expect(isRedirectUri('http://localhost:3000/cb')).toBe(true);
    expect(isRedirectUri('http://127.0.0.1:8080/cb')).toBe(true);
    expect(isRedirectUri('http://shop.example/cb')).toBe(false);
    expect(isRedirectUri('ftp://shop.example/cb')).toBe(false);
    expect(isRedirectUri('javascript:alert(1)')).toBe(false);
    expect(isRedirectUri('/callback')).toBe(false);
  });

  it('has no fragment and no credentials', () => {
    expect(isRedirectUri('https://shop.example/cb#done')).toBe(false);
    expect(isRedirectUri('https://user:pass@shop.example/cb')).toBe(false);
  });
});

describe('registering a site', () => {
  it('reads the URIs one a line, dropping blank lines', () => {
    const parsed = registerOidcClientSchema.parse({
      name: '  Shop ',
      redirectUris: 'https://shop.example/a\r\n\n https://shop.example/b ',
      postLogoutRedirectUris: '',
    });
    expect(parsed).toEqual({
      name: 'Shop',
      redirectUris: ['https://shop.example/a', 'https://shop.example/b'],
      postLogoutRedirectUris: [],
      backchannelLogoutUri: null,
      backchannelAllowPrivateAddresses: false,
    });
  });

  it('needs a name and a redirect URI, at most ten of them', () => {
    expect(
      registerOidcClientSchema.safeParse({
        name: '',
        redirectUris: 'https://a.example/cb',
        postLogoutRedirectUris: [],
      }).success,
    ).toBe(false);
    expect(
      registerOidcClientSchema.safeParse({ name: 'A', redirectUris: '', postLogoutRedirectUris: [] }).success,
    ).toBe(false);
    const eleven = Array.from({ length: 11 }, (_, i) => `https://a.example/${i}`);
    expect(
      registerOidcClientSchema.safeParse({ name: 'A', redirectUris: eleven, postLogoutRedirectUris: [] })
        .success,
    ).toBe(false);
  });
});

describe('a site back-channel logout URI', () => {
  const remote = ['https://shop.example/cb'];
  const local = ['http://127.0.0.1:3000/cb', 'http://localhost:3000/cb2'];

  it('is https, or plain http on this machine only for a site whose redirect URIs are all local', () => {
    expect(backchannelUriAllowed('https://shop.example/logout', remote)).toBe(true);
    expect(backchannelUriAllowed('https://127.0.0.1/logout', remote)).toBe(true);
    expect(backchannelUriAllowed('http://127.0.0.1:3000/logout', local)).toBe(true);
    expect(backchannelUriAllowed('http://127.0.0.1:3000/logout', remote)).toBe(false);
    expect(backchannelUriAllowed('http://127.0.0.1:3000/logout', [...local, ...remote])).toBe(false);
    expect(backchannelUriAllowed('http://shop.example/logout', local)).toBe(false);
    expect(backchannelUriAllowed('https://shop.example/logout#x', remote)).toBe(false);
    expect(backchannelUriAllowed('ftp://shop.example/logout', remote)).toBe(false);
  });

  it('is optional, an empty field being none, and checked against the redirect URIs given', () => {
    const base = { name: 'Shop', redirectUris: 'https://shop.example/cb', postLogoutRedirectUris: '' };
    expect(registerOidcClientSchema.parse({ ...base, backchannelLogoutUri: '  ' })).toMatchObject({
      backchannelLogoutUri: null,
      backchannelAllowPrivateAddresses: false,
    });
    expect(
      registerOidcClientSchema.parse({
        ...base,
        backchannelLogoutUri: ' https://shop.example/logout ',
        backchannelAllowPrivateAddresses: true,
      }),
    ).toMatchObject({
      backchannelLogoutUri: 'https://shop.example/logout',
      backchannelAllowPrivateAddresses: true,
    });
    const refused = registerOidcClientSchema.safeParse({
      ...base,
      backchannelLogoutUri: 'http://localhost/x',
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['backchannelLogoutUri']);
    expect(
      registerOidcClientSchema.safeParse({
        ...base,
        backchannelLogoutUri: `https://shop.example/${'x'.repeat(500)}`,
      }).success,
    ).toBe(false);
  });
});

describe('the provider path', () => {
  it('is /oidc and what is under it, nothing that only begins the same', () => {
    expect(isOidcPath('/oidc')).toBe(true);
    expect(isOidcPath('/oidc/auth?client_id=x')).toBe(true);
    expect(isOidcPath('/oidc?x')).toBe(true);
    expect(isOidcPath('/oidcx')).toBe(false);
    expect(isOidcPath('/connect/abc')).toBe(false);
    expect(isOidcPath(undefined)).toBe(false);
  });
});
