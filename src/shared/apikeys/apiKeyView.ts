import type { ApiScope } from './apiScope.ts';

/** Whether a key can still be used: revoked and expired keys are listed, but refused. */
type ApiKeyState = 'active' | 'expired' | 'revoked';

/** A key as its lists show it (the token itself is shown once, when made). */
export interface ApiKeyView {
  id: number;
  name: string;
  /** The token's first characters, e.g. `plz_k3x9`. */
  prefix: string;
  scopes: ApiScope[];
  perMinute: number;
  allowedIps: string[];
  expiresAt: string | null;
  lastUsedAt: string | null;
  lastUsedIp: string;
  revokedAt: string | null;
  createdAt: string;
  /** Whom the key acts for; `system` for a site key acting as the system member. */
  actsAs: { id: number; nickname: string; system: boolean };
}

/** The create routes answer the one time the token is readable. */
export interface CreatedApiKey extends ApiKeyView {
  token: string;
}

/** A key's state at `now`. */
export function apiKeyState(
  key: Pick<ApiKeyView, 'expiresAt' | 'revokedAt'>,
  now: number = Date.now(),
): ApiKeyState {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && Date.parse(key.expiresAt) <= now) return 'expired';
  return 'active';
}
