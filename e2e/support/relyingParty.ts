import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as oauth from 'oauth4webapi';

// A site that signs its users in with their Plaza account: an OpenID Connect relying party built
// with oauth4webapi in the test process, with a callback server of its own on a random local port.

const insecure = { [oauth.allowInsecureRequests]: true };

export interface Authorization {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** A logout token the site received, its signature checked against the provider's JWKS. */
export interface LogoutToken {
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
}

export class RelyingParty {
  readonly callbacks: URL[] = [];
  /** The raw logout tokens POSTed to the back-channel logout URI, in order. */
  readonly logoutTokens: string[] = [];
  private server: Server | undefined;
  private as: oauth.AuthorizationServer | undefined;
  private client: oauth.Client = { client_id: '' };
  private secret = '';
  origin = '';

  get redirectUri(): string {
    return `${this.origin}/callback`;
  }

  get signedOutUri(): string {
    return `${this.origin}/signed-out`;
  }

  /** OpenID Connect Back-Channel Logout: the provider POSTs logout_token here as a form. */
  get backchannelUri(): string {
    return `${this.origin}/backchannel-logout`;
  }

  get authorizationServer(): oauth.AuthorizationServer {
    if (!this.as) throw new Error('discover() first');
    return this.as;
  }

  /** Starts the callback server: every request is recorded and answered with a plain page. */
  async listen(): Promise<void> {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', this.origin);
      if (request.method === 'POST' && url.pathname === '/backchannel-logout') {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          this.logoutTokens.push(new URLSearchParams(body).get('logout_token') ?? '');
          response.writeHead(200, { 'cache-control': 'no-store' }).end();
        });
        return;
      }
      this.callbacks.push(url);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Relying party</title><p>Back at the site</p>');
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** Reads the provider's discovery document and takes the credentials the owner was shown. */
  async discover(issuer: string, clientId: string, clientSecret: string): Promise<void> {
    const issuerUrl = new URL(issuer);
    const response = await oauth.discoveryRequest(issuerUrl, insecure);
    if (!response.ok)
      throw new Error(`discovery answered ${response.status}: ${await response.clone().text()}`);
    this.as = await oauth.processDiscoveryResponse(issuerUrl, response);
    this.client = { client_id: clientId };
    this.secret = clientSecret;
  }

  /** An authorization request with PKCE (S256), state and nonce; `change` edits its parameters. */
  async authorization(change: (params: URLSearchParams) => void = () => {}): Promise<Authorization> {
    const codeVerifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const nonce = oauth.generateRandomNonce();
    const url = new URL(this.authorizationServer.authorization_endpoint!);
    url.search = new URLSearchParams({
      client_id: this.client.client_id,
      redirect_uri: this.redirectUri,
      response_type: 'code',
      scope: 'openid profile email',
      code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    }).toString();
    change(url.searchParams);
    return { url, state, nonce, codeVerifier };
  }

  /** The token endpoint's raw answer to a code (a replayed code must be refused). */
  async redeem(authorization: Authorization, callback: URL): Promise<Response> {
    const params = oauth.validateAuthResponse(
      this.authorizationServer,
      this.client,
      callback,
      authorization.state,
    );
    return oauth.authorizationCodeGrantRequest(
      this.authorizationServer,
      this.client,
      oauth.ClientSecretBasic(this.secret),
      params,
      this.redirectUri,
      authorization.codeVerifier,
      insecure,
    );
  }

  /** Redeems the code and validates the ID token (signature, issuer, audience, nonce); answers its claims. */
  async signIn(
    authorization: Authorization,
    callback: URL,
  ): Promise<{ claims: oauth.IDToken; idToken: string }> {
    const response = await this.redeem(authorization, callback);
    const result = await oauth.processAuthorizationCodeResponse(
      this.authorizationServer,
      this.client,
      response,
      {
        expectedNonce: authorization.nonce,
        requireIdToken: true,
      },
    );
    return { claims: oauth.getValidatedIdTokenClaims(result)!, idToken: result.id_token! };
  }

  /** RP-initiated logout: where the site sends the member to sign out. */
  endSessionUrl(idToken: string, state: string): URL {
    const url = new URL(this.authorizationServer.end_session_endpoint!);
    url.search = new URLSearchParams({
      id_token_hint: idToken,
      post_logout_redirect_uri: this.signedOutUri,
      state,
    }).toString();
    return url;
  }

  /**
   * Validates a logout token as Back-Channel Logout 1.0 asks: an RS256 signature by a key of the
   * provider's JWKS, typ logout+jwt, this site as audience, the back-channel event, no nonce.
   */
  async validLogoutToken(token: string): Promise<LogoutToken> {
    const [header64, payload64, signature] = token.split('.') as [string, string, string];
    const header = JSON.parse(Buffer.from(header64, 'base64url').toString()) as Record<string, unknown>;
    const claims = JSON.parse(Buffer.from(payload64, 'base64url').toString()) as Record<string, unknown>;
    const jwks = (await (await fetch(this.authorizationServer.jwks_uri!)).json()) as {
      keys: Array<JsonWebKey & { kid?: string }>;
    };
    const jwk = jwks.keys.find((key) => key.kid === header['kid']);
    if (!jwk || header['alg'] !== 'RS256') throw new Error('the logout token names no published RS256 key');
    const signed = verify(
      'RSA-SHA256',
      Buffer.from(`${header64}.${payload64}`),
      createPublicKey({ key: jwk, format: 'jwk' }),
      Buffer.from(signature, 'base64url'),
    );
    const events = claims['events'] as Record<string, unknown> | undefined;
    const now = Date.now() / 1000;
    if (
      !signed ||
      header['typ'] !== 'logout+jwt' ||
      claims['iss'] !== this.authorizationServer.issuer ||
      claims['aud'] !== this.client.client_id ||
      !events?.['http://schemas.openid.net/event/backchannel-logout'] ||
      'nonce' in claims ||
      typeof claims['jti'] !== 'string' ||
      (claims['exp'] as number) < now
    ) {
      throw new Error(`not a valid logout token: ${JSON.stringify({ header, claims })}`);
    }
    return { header, claims };
  }
}
