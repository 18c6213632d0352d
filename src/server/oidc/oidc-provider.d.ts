// oidc-provider ships no types and @types/oidc-provider is not installed; this covers what Plaza uses
// of it: the provider it runs (decision 074) and the stand-in issuer of the sign-in integration test.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = Record<string, unknown> & {
    grantId?: string;
    userCode?: string;
    uid?: string;
    accountId?: string;
    clientId?: string;
    consumed?: number;
  };
  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }
  export type AdapterConstructor = new (model: string) => Adapter;

  export interface Account {
    accountId: string;
    claims: (use: string, scope: string) => Record<string, unknown> | Promise<Record<string, unknown>>;
  }
  export interface Cookies {
    get(name: string, options?: { signed?: boolean }): string | undefined;
    set(name: string, value: string | null, options?: Record<string, unknown>): void;
  }
  export interface KoaContextWithOIDC {
    cookies: Cookies;
    host: string;
    status: number;
    type: string;
    body: unknown;
    state: Record<string, unknown>;
    redirect(url: string): void;
    oidc: {
      route?: string;
      issuer: string;
      params?: Record<string, unknown>;
      provider: Provider;
      session?: {
        accountId?: string;
        authorizations?: Record<string, { sid?: string } | undefined>;
        grantIdFor(clientId: string): string | undefined;
      };
      client?: { clientId: string; clientName?: string };
      result?: { consent?: { grantId?: string } };
      entities?: Record<string, unknown>;
    };
  }
  class PolicyCheck {
    static REQUEST_PROMPT: true;
    static NO_NEED_TO_PROMPT: false;
    constructor(
      reason: string,
      description: string,
      error: string,
      check: (ctx: KoaContextWithOIDC) => boolean | Promise<boolean>,
    );
  }
  export type Check = PolicyCheck;
  interface Prompt {
    name: string;
    checks: Check[] & { add(check: Check, index?: number): void };
  }
  type Policy = Prompt[] & { get(name: string): Prompt | undefined };
  export const interactionPolicy: { base(): Policy; Check: typeof PolicyCheck };

  export interface Configuration {
    adapter?: AdapterConstructor;
    clients?: Record<string, unknown>[];
    jwks?: { keys: Record<string, unknown>[] };
    pkce?: { required?: () => boolean };
    scopes?: string[];
    responseTypes?: string[];
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    allowOmittingSingleRegisteredRedirectUri?: boolean;
    features?: Record<string, Record<string, unknown> & { enabled: boolean }>;
    interactions?: {
      url: (ctx: KoaContextWithOIDC, interaction: { uid: string }) => string | Promise<string>;
      policy?: Policy;
    };
    cookies?: { keys: string[] };
    ttl?: Record<string, number>;
    findAccount?: (
      ctx: KoaContextWithOIDC,
      sub: string,
    ) => Account | undefined | Promise<Account | undefined>;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    renderError?: (
      ctx: KoaContextWithOIDC,
      out: { error: string; error_description?: string },
      error: Error,
    ) => void | Promise<void>;
    issueRefreshToken?: () => boolean;
  }
  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons?: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId: string; uid?: string };
    grantId?: string;
    returnTo: string;
    lastSubmission?: Record<string, unknown>;
    result?: Record<string, unknown>;
  }
  interface Interaction extends InteractionDetails {
    persist(): Promise<string>;
  }
  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    static find(id: string): Promise<Grant | undefined>;
    jti?: string;
    accountId?: string;
    clientId?: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }
  interface Session {
    jti: string;
    accountId?: string;
    state?: { secret?: string; clientId?: string };
  }
  interface OidcClient {
    clientId: string;
    clientName?: string;
  }
  /** A token of the ID token's kind; `issue({ use: 'logout' })` signs a back-channel logout token. */
  class IdToken {
    constructor(claims: Record<string, unknown>, options: { client: OidcClient; ctx: undefined });
    mask: Record<string, null>;
    set(claim: string, value: unknown): void;
    issue(options: { use: 'idtoken' | 'logout' }): Promise<string>;
  }
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    proxy: boolean;
    Grant: typeof Grant;
    Interaction: { find(uid: string): Promise<Interaction | undefined> };
    Session: {
      find(id: string): Promise<Session | undefined>;
      findByUid(uid: string): Promise<Session | undefined>;
    };
    Client: {
      find(id: string): Promise<OidcClient | undefined>;
      prototype: { backchannelLogout(sub: string, sid: string | undefined): Promise<void> };
    };
    IdToken: typeof IdToken;
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): void;
    on(event: string, listener: (...args: never[]) => void): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
    ): Promise<void>;
  }
}
