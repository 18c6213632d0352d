import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { oidcKeys } from '../db/schema/index.ts';
import { openText, sealText } from '../twoFactor/secretBox.ts';

interface OidcKeys {
  /** The private signing keys (JWK), the first signs; the provider publishes their public halves. */
  jwks: { keys: Record<string, unknown>[] };
  /** Keys that sign the provider's cookies, the first signs. */
  cookieKeys: string[];
}

const KINDS = {
  jwks: () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = privateKey.export({ format: 'jwk' });
    return JSON.stringify({ keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] });
  },
  cookies: () =>
    JSON.stringify([randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')]),
} as const;

const purpose = (kind: string) => `oidc-keys:${kind}`;

/**
 * One kind of key, made on first use: every process of a cluster inserts its own candidate and the
 * first insert wins (INSERT IGNORE), so all of them read the same key back.
 */
async function keyOf(kind: keyof typeof KINDS, db: Database): Promise<string> {
  await db
    .insert(oidcKeys)
    .ignore()
    .values({ kind, sealed: sealText(KINDS[kind](), purpose(kind)) });
  const [row] = await db.select().from(oidcKeys).where(eq(oidcKeys.kind, kind)).limit(1);
  return openText(row!.sealed, purpose(kind));
}

async function existingKeyOf(kind: keyof typeof KINDS, db: Database): Promise<string | undefined> {
  const [row] = await db.select().from(oidcKeys).where(eq(oidcKeys.kind, kind)).limit(1);
  return row ? openText(row.sealed, purpose(kind)) : undefined;
}

/** The provider's keys, stored sealed in oidc_keys (decision 074). */
export async function loadOidcKeys(db: Database = getDb()): Promise<OidcKeys> {
  const jwks = (await existingKeyOf('jwks', db)) ?? (await keyOf('jwks', db));
  const cookies = (await existingKeyOf('cookies', db)) ?? (await keyOf('cookies', db));
  return { jwks: JSON.parse(jwks) as OidcKeys['jwks'], cookieKeys: JSON.parse(cookies) as string[] };
}
