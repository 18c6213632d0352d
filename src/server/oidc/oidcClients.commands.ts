import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { oidcClients, oidcPayloads } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { recordAction } from '../moderation/recordAction.ts';
import { sealText } from '../twoFactor/secretBox.ts';
import { secretPurpose } from './oidcClients.queries.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { OidcClientSecretAnswer, RegisterOidcClientInput } from '@/shared/oidc/oidcClientSchemas.ts';
import { m } from '@/paraglide/messages.js';

interface OidcClientAction {
  actorId: number;
  ip: string;
}

const newClientId = () => `plaza-${randomBytes(12).toString('base64url')}`;
const newClientSecret = () => randomBytes(32).toString('base64url');

/** Registers a site: a client id and a secret made here, the secret answered this once. */
export async function registerOidcClient(
  input: RegisterOidcClientInput,
  action: OidcClientAction,
  db: Database = getDb(),
): Promise<OidcClientSecretAnswer> {
  const clientId = newClientId();
  const clientSecret = newClientSecret();
  const id = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(oidcClients)
      .values({
        clientId,
        name: input.name,
        secretSealed: sealText(clientSecret, secretPurpose(clientId)),
        redirectUris: JSON.stringify(input.redirectUris),
        postLogoutRedirectUris: JSON.stringify(input.postLogoutRedirectUris),
        backchannelLogoutUri: input.backchannelLogoutUri,
        backchannelAllowPrivateAddresses: input.backchannelAllowPrivateAddresses,
        createdBy: action.actorId,
      })
      .$returningId();
    await recordAction(tx, {
      actorId: action.actorId,
      action: 'oidc_client.register',
      targetType: 'oidc_client',
      targetId: inserted!.id,
      detail: {
        name: input.name,
        clientId,
        redirectUris: input.redirectUris,
        backchannelLogoutUri: input.backchannelLogoutUri,
        backchannelAllowPrivateAddresses: input.backchannelAllowPrivateAddresses,
      },
      ip: action.ip,
    });
    return inserted!.id;
  });
  return { id, clientId, clientSecret };
}

async function lockedClient(tx: Transaction, id: number) {
  const [client] = await tx.select().from(oidcClients).where(eq(oidcClients.id, id)).for('update');
  if (!client) throw new ApiError(404, m.oidc_error_not_found(), ErrorCode.notFound);
  return client;
}

/** A new secret for a site; the old one stops working at once. */
export async function rotateOidcClientSecret(
  id: number,
  action: OidcClientAction,
  db: Database = getDb(),
): Promise<OidcClientSecretAnswer> {
  const clientSecret = newClientSecret();
  const clientId = await db.transaction(async (tx) => {
    const client = await lockedClient(tx, id);
    await tx
      .update(oidcClients)
      .set({ secretSealed: sealText(clientSecret, secretPurpose(client.clientId)), updatedAt: new Date() })
      .where(eq(oidcClients.id, id));
    await recordAction(tx, {
      actorId: action.actorId,
      action: 'oidc_client.rotate',
      targetType: 'oidc_client',
      targetId: id,
      detail: { name: client.name, clientId: client.clientId },
      ip: action.ip,
    });
    return client.clientId;
  });
  return { id, clientId, clientSecret };
}

/** Removes a site with every grant, code and token the provider keeps for it. */
export async function removeOidcClient(
  id: number,
  action: OidcClientAction,
  db: Database = getDb(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const client = await lockedClient(tx, id);
    await tx.delete(oidcClients).where(eq(oidcClients.id, id));
    await tx.delete(oidcPayloads).where(eq(oidcPayloads.clientId, client.clientId));
    await recordAction(tx, {
      actorId: action.actorId,
      action: 'oidc_client.remove',
      targetType: 'oidc_client',
      targetId: id,
      detail: { name: client.name, clientId: client.clientId },
      ip: action.ip,
    });
  });
}
