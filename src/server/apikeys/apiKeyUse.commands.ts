import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { apiKeys } from '../db/schema/index.ts';
import { fitColumn } from '../db/fitColumn.ts';
import { recordAction } from '../moderation/recordAction.ts';
import type { StoredApiKey } from './readApiKey.ts';

/** How often a key's last use is written: at most once a minute, never on every request. */
const LAST_USE_EVERY_MS = 60_000;

/** Records the key's last use and address when the stored one is a minute old or more. */
export async function touchApiKey(
  key: Pick<StoredApiKey, 'id' | 'lastUsedAt'>,
  ip: string,
  now: Date,
  db: Database = getDb(),
): Promise<void> {
  if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() < LAST_USE_EVERY_MS) return;
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now, lastUsedIp: fitColumn(ip, apiKeys.lastUsedIp) })
    .where(
      and(
        eq(apiKeys.id, key.id),
        // Several processes may see the same stale time: one of them writes.
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`UTC_TIMESTAMP(3) - INTERVAL 1 MINUTE`)),
      ),
    );
}

interface KeyRequestRecord {
  key: Pick<StoredApiKey, 'id' | 'name' | 'site'>;
  memberId: number;
  method: string;
  path: string;
  status: number;
  ip: string;
}

/** The audit-log entry of a write made with a key: which key, for whom, what and how it ended. */
export async function recordKeyRequest(record: KeyRequestRecord, db: Database = getDb()): Promise<void> {
  await recordAction(db, {
    actorId: record.memberId,
    action: 'apikey.request',
    targetType: 'apikey',
    targetId: record.key.id,
    reason: `${record.method} ${record.path} ${record.status}`,
    detail: {
      key: record.key.name,
      site: record.key.site,
      method: record.method,
      path: record.path,
      status: record.status,
    },
    ip: record.ip,
  });
}
