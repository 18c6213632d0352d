import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import { getDb, type Database } from '../db/client.ts';
import { oidcPayloads } from '../db/schema/index.ts';
import { oidcClientMetadata } from './oidcClients.queries.ts';

type Row = typeof oidcPayloads.$inferSelect;

/** A stored payload as oidc-provider reads it: none once expired, `consumed` (seconds) once consumed. */
function payloadOf(row: Row | undefined, now: Date): AdapterPayload | undefined {
  if (!row || (row.expiresAt && row.expiresAt <= now)) return undefined;
  const payload = JSON.parse(row.payload) as AdapterPayload;
  if (row.consumedAt) payload.consumed = Math.floor(row.consumedAt.getTime() / 1000);
  return payload;
}

const lookupText = (value: unknown, max: number) =>
  typeof value === 'string' && value.length <= max ? value : null;

/**
 * The key a provider session's stored payload names its issuer by, so a sign-out outside any request
 * of the provider (a ban, an account deletion) knows which issuer the sites signed in through.
 * oidc-provider reads back only the fields it knows, so the key never reaches it.
 */
export const SESSION_ISSUER_KEY = 'plazaIssuer';

/**
 * oidc-provider's storage on MySQL (decision 074): every model in oidc_payloads keyed by model and
 * id, except Client, which is read from the sites the owner registered (oidc_clients).
 */
export function oidcAdapter(db: () => Database = getDb, issuer?: string): AdapterConstructor {
  return class MysqlOidcAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private where(id: string) {
      return and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id));
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db()
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, this.model), condition))
        .limit(1);
      return payloadOf(row, new Date());
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const stored =
        this.model === 'Session' && issuer ? { ...payload, [SESSION_ISSUER_KEY]: issuer } : payload;
      const values = {
        payload: JSON.stringify(stored),
        grantId: lookupText(payload.grantId, 128),
        userCode: lookupText(payload.userCode, 128),
        uid: lookupText(payload.uid, 128),
        accountId: lookupText(payload.accountId, 64),
        clientId: lookupText(payload.clientId, 64),
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db()
        .insert(oidcPayloads)
        .values({ model: this.model, id, ...values })
        .onDuplicateKeyUpdate({ set: values });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.model === 'Client') return oidcClientMetadata(id, db());
      if (id.length > 128) return undefined;
      return this.findWhere(eq(oidcPayloads.id, id));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcPayloads.userCode, userCode));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcPayloads.uid, uid));
    }

    async consume(id: string): Promise<void> {
      await db()
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(this.where(id), isNull(oidcPayloads.consumedAt)));
    }

    async destroy(id: string): Promise<void> {
      await db().delete(oidcPayloads).where(this.where(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db()
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.grantId, grantId)));
    }
  };
}

/** The newest unexpired grant a member gave a site: their consent, remembered across sessions. */
export async function rememberedGrantId(
  accountId: string,
  clientId: string,
  db: Database = getDb(),
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(
      and(
        eq(oidcPayloads.model, 'Grant'),
        eq(oidcPayloads.accountId, accountId),
        eq(oidcPayloads.clientId, clientId),
        or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date())),
      ),
    )
    .limit(1);
  return row?.id;
}
