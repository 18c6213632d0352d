import { apiScopeOfRoute, type ApiScope } from '@/shared/apikeys/apiScope.ts';
import { ipAllowed } from '@/shared/apikeys/ipAllowList.ts';
import { activeBan } from '@/shared/users/ban.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import type { StoredApiKey } from './readApiKey.ts';

/** Why a request's key may not make it: 401s for the key itself, 403s for what it asks. */
export type ApiKeyRefusal =
  | { status: 401; reason: 'unknown' | 'revoked' | 'expired' | 'address' }
  | { status: 403; reason: 'member' | 'session_only' }
  | { status: 403; reason: 'scope'; scope: ApiScope };

interface KeyedRequest {
  method: string;
  pathname: string;
  ip: string;
  now: Date;
}

/** The refusal of a request made with this key (null: unknown token), or null when it may go on. */
export function apiKeyRefusal(key: StoredApiKey | null, request: KeyedRequest): ApiKeyRefusal | null {
  if (!key) return { status: 401, reason: 'unknown' };
  if (key.revokedAt) return { status: 401, reason: 'revoked' };
  if (key.expiresAt && key.expiresAt.getTime() <= request.now.getTime())
    return { status: 401, reason: 'expired' };
  if (!ipAllowed(request.ip, key.allowedIps)) return { status: 401, reason: 'address' };
  const { member } = key;
  if (member.status !== UserStatus.active || activeBan(member.bannedUntil, member.banReason, request.now)) {
    return { status: 403, reason: 'member' };
  }
  const scope = apiScopeOfRoute(request.method, request.pathname);
  if (scope === null) return { status: 403, reason: 'session_only' };
  if (!key.scopes.includes(scope)) return { status: 403, reason: 'scope', scope };
  return null;
}
