// oidc-provider ships no types and @types/oidc-provider is not installed; this covers what the
// integration test uses of it (a real OpenID Connect server run locally).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims: () => Record<string, unknown>;
  }
  export interface Configuration {
    clients?: Record<string, unknown>[];
    pkce?: { required?: () => boolean };
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    interactions?: { url: (ctx: unknown, interaction: { uid: string }) => string };
    cookies?: { keys: string[] };
    ttl?: Record<string, number>;
    findAccount?: (ctx: unknown, sub: string) => Account | undefined;
  }
  interface InteractionDetails {
    uid: string;
    prompt: { name: string };
    params: Record<string, unknown>;
    session?: { accountId: string };
  }
  class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
    ): Promise<void>;
  }
}
