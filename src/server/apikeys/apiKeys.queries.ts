import { desc, eq, isNull } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { apiKeys, users, type ApiKeyRow } from '../db/schema/index.ts';
import { API_SCOPES, type ApiScope } from '@/shared/apikeys/apiScope.ts';
import type { ApiKeyView } from '@/shared/apikeys/apiKeyView.ts';

/** The most keys a list shows (and a member or the site may hold unrevoked: apiKeys.commands.ts). */
export const API_KEYS_LISTED = 100;

export function scopesOf(stored: string): ApiScope[] {
  const named = stored.split(',');
  return API_SCOPES.filter((scope) => named.includes(scope));
}

export function allowedIpsOf(stored: string): string[] {
  return stored.split('\n').filter((entry) => entry !== '');
}

export function apiKeyView(row: ApiKeyRow, actsAs: { nickname: string | null }): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.tokenPrefix,
    scopes: scopesOf(row.scopes),
    perMinute: row.perMinute,
    allowedIps: allowedIpsOf(row.allowedIps),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    actsAs: { id: row.actsAsId, nickname: actsAs.nickname ?? `#${row.actsAsId}`, system: row.actsAsSystem },
  };
}

/** A member's personal keys, or (ownerId null) the site keys, newest first. */
export async function listApiKeys(ownerId: number | null, db: Database = getDb()): Promise<ApiKeyView[]> {
  const rows = await db
    .select({ key: apiKeys, nickname: users.nickname })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.actsAsId))
    .where(ownerId === null ? isNull(apiKeys.ownerId) : eq(apiKeys.ownerId, ownerId))
    .orderBy(desc(apiKeys.id))
    .limit(API_KEYS_LISTED);
  return rows.map((row) => apiKeyView(row.key, row));
}
