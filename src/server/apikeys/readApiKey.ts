import { eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { apiKeys, users } from '../db/schema/index.ts';
import { preparedRead } from '../db/preparedRead.ts';
import { sessionUserColumns, type SessionUser } from '../auth/session.queries.ts';
import { apiKeyTokenHash } from './apiKeyToken.ts';
import { allowedIpsOf, scopesOf } from './apiKeys.queries.ts';
import type { ApiScope } from '@/shared/apikeys/apiScope.ts';

/** What a request needs of its key: its rules and the member it acts for. */
export interface StoredApiKey {
  id: number;
  name: string;
  /** A site key (made by the owner) rather than a member's personal key. */
  site: boolean;
  scopes: ApiScope[];
  perMinute: number;
  allowedIps: string[];
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  member: SessionUser;
}

const keyLookup = preparedRead((db) =>
  db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      ownerId: apiKeys.ownerId,
      scopes: apiKeys.scopes,
      perMinute: apiKeys.perMinute,
      allowedIps: apiKeys.allowedIps,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      member: sessionUserColumns,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.actsAsId))
    .where(eq(apiKeys.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare(),
);

/** The key a bearer token names, or null for a malformed or unknown one. Writes nothing. */
export async function readApiKey(token: string, db: Database = getDb()): Promise<StoredApiKey | null> {
  const hash = apiKeyTokenHash(token);
  if (hash === null) return null;
  const [row] = await keyLookup(db).execute({ hash });
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    site: row.ownerId === null,
    scopes: scopesOf(row.scopes),
    perMinute: row.perMinute,
    allowedIps: allowedIpsOf(row.allowedIps),
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    lastUsedAt: row.lastUsedAt,
    member: row.member,
  };
}
