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

export class RelyingParty {
  readonly callbacks: URL[] = [];
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

  get authorizationServer(): oauth.AuthorizationServer {
    if (!this.as) throw new Error('discover() first');
    return this.as;
  }

  /** Starts the callback server: every request is recorded and answered with a plain page. */
  async listen(): Promise<void> {
    this.server = createServer((request, response) => {
      this.callbacks.push(new URL(request.url ?? '/', this.origin));
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
}
