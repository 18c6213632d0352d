import { and, eq, isNull, or, gt, sql } from 'drizzle-orm';
import type { ResultSetHeader } from 'mysql2';
import { getDb, type Database } from '../db/client.ts';
import { apiKeys, users } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { recordAction } from '../moderation/recordAction.ts';
import { apiKeyTokenHash, generateApiKeyToken, visibleTokenPrefix } from './apiKeyToken.ts';
import { ensureSystemMember } from './systemMember.ts';
import { API_KEYS_LISTED, apiKeyView } from './apiKeys.queries.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { ApiKeyCreateInput, SiteKeyCreateInput } from '@/shared/apikeys/apiKeySchemas.ts';
import type { CreatedApiKey } from '@/shared/apikeys/apiKeyView.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import { m } from '@/paraglide/messages.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who a new key belongs to and acts for. */
interface KeyHolder {
  /** The member of a personal key; null for a site key. */
  ownerId: number | null;
  actsAsId: number;
  actsAsSystem: boolean;
  actsAsNickname: string;
}

const unrevoked = () =>
  and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`UTC_TIMESTAMP(3)`)));

async function insertKey(
  creator: CurrentUser,
  holder: KeyHolder,
  input: ApiKeyCreateInput,
  ip: string,
  db: Database,
): Promise<CreatedApiKey> {
  const owned = holder.ownerId === null ? isNull(apiKeys.ownerId) : eq(apiKeys.ownerId, holder.ownerId);
  const [usable] = await db
    .select({ count: sql<number>`COUNT(*)` })
    .from(apiKeys)
    .where(and(owned, unrevoked()));
  if (Number(usable?.count ?? 0) >= API_KEYS_LISTED) {
    throw new ApiError(409, m.apikeys_too_many({ max: String(API_KEYS_LISTED) }), ErrorCode.conflict);
  }
  const token = generateApiKeyToken();
  const values = {
    ownerId: holder.ownerId,
    actsAsId: holder.actsAsId,
    actsAsSystem: holder.actsAsSystem,
    name: input.name,
    tokenHash: apiKeyTokenHash(token)!,
    tokenPrefix: visibleTokenPrefix(token),
    scopes: input.scopes.join(','),
    perMinute: input.perMinute,
    allowedIps: input.allowedIps.join('\n'),
    expiresAt: input.expiresInDays > 0 ? new Date(Date.now() + input.expiresInDays * DAY_MS) : null,
    createdBy: creator.id,
  };
  const id = await db.transaction(async (tx) => {
    const [inserted] = await tx.insert(apiKeys).values(values).$returningId();
    if (holder.ownerId === null) {
      await recordAction(tx, {
        actorId: creator.id,
        action: 'apikey.create',
        targetType: 'apikey',
        targetId: inserted!.id,
        reason: input.name,
        detail: { actsAs: holder.actsAsId, system: holder.actsAsSystem, scopes: input.scopes },
        ip,
      });
    }
    return inserted!.id;
  });
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  return { ...apiKeyView(row!, { nickname: holder.actsAsNickname }), token };
}

/** A member's personal key, acting for them; its token is answered only now. */
export function createPersonalKey(
  member: CurrentUser,
  input: ApiKeyCreateInput,
  ip: string,
  db: Database = getDb(),
): Promise<CreatedApiKey> {
  const holder = {
    ownerId: member.id,
    actsAsId: member.id,
    actsAsSystem: false,
    actsAsNickname: member.nickname,
  };
  return insertKey(member, holder, input, ip, db);
}

async function chosenMember(name: string, db: Database): Promise<{ id: number; nickname: string }> {
  const [row] =
    name === ''
      ? []
      : await db
          .select({ id: users.id, nickname: users.nickname, status: users.status })
          .from(users)
          .where(eq(users.username, name))
          .limit(1);
  if (!row || row.status !== UserStatus.active) {
    throw new ApiError(400, m.apikeys_member_unknown(), ErrorCode.validation, 'member');
  }
  return row;
}

/** A site key (the owner's): acting as a chosen member or as the system member. */
export async function createSiteKey(
  owner: CurrentUser,
  input: SiteKeyCreateInput,
  ip: string,
  db: Database = getDb(),
): Promise<CreatedApiKey> {
  let holder: KeyHolder;
  if (input.actsAs === 'system') {
    const id = await ensureSystemMember(db);
    const [row] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, id));
    holder = { ownerId: null, actsAsId: id, actsAsSystem: true, actsAsNickname: row?.nickname ?? '' };
  } else {
    const member = await chosenMember(input.member, db);
    holder = { ownerId: null, actsAsId: member.id, actsAsSystem: false, actsAsNickname: member.nickname };
  }
  return insertKey(owner, holder, input, ip, db);
}

/**
 * Revokes a key at once: one of the member's own (ownerId), or a site key (ownerId null, recorded in
 * the audit log). Anything else, or a key already revoked, is a 404.
 */
export async function revokeApiKey(
  actor: CurrentUser,
  ownerId: number | null,
  id: number,
  ip: string,
  db: Database = getDb(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [header] = (await tx
      .update(apiKeys)
      .set({ revokedAt: sql`UTC_TIMESTAMP(3)` })
      .where(
        and(
          eq(apiKeys.id, id),
          ownerId === null ? isNull(apiKeys.ownerId) : eq(apiKeys.ownerId, ownerId),
          isNull(apiKeys.revokedAt),
        ),
      )) as unknown as [ResultSetHeader];
    if (header.affectedRows !== 1) throw new ApiError(404, m.apikeys_missing(), ErrorCode.notFound);
    if (ownerId === null) {
      await recordAction(tx, {
        actorId: actor.id,
        action: 'apikey.revoke',
        targetType: 'apikey',
        targetId: id,
        ip,
      });
    }
  });
}
