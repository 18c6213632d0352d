import type { Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { moderationLogs } from '../db/schema/index.ts';
import { fitColumn } from '../db/fitColumn.ts';
import { truncateText } from '../../shared/text/truncateText.ts';

export type AuditTargetType =
  | 'moment'
  | 'article'
  | 'comment'
  | 'user'
  | 'node'
  | 'tag'
  | 'link'
  | 'settings'
  | 'report'
  | 'word'
  | 'counters'
  | 'message'
  | 'conversation'
  | 'webhook'
  | 'apikey'
  | 'oidc_client';

export interface AuditEntry {
  actorId: number;
  /** What was done, as `<target>.<verb>`: 'moment.delete', 'user.ban', 'settings.update' … */
  action: string;
  targetType: AuditTargetType;
  targetId?: number;
  reason?: string;
  /** Details worth keeping (ban length, old and new role …); never secrets. */
  detail?: Record<string, unknown>;
  ip?: string;
}

/** Characters kept of each text in an entry's detail: a summary, however long the name or address. */
export const AUDIT_DETAIL_TEXT_MAX = 1000;

const shortened = (value: unknown): unknown =>
  typeof value === 'string'
    ? truncateText(value, { unit: 'characters', max: AUDIT_DETAIL_TEXT_MAX }, '…')
    : value;

/** The detail as stored JSON, each text (or text in a list) cut so the TEXT column holds it. */
function detailJson(detail: Record<string, unknown>): string {
  const kept = Object.entries(detail).map(([key, value]) => [
    key,
    Array.isArray(value) ? value.map(shortened) : shortened(value),
  ]);
  return JSON.stringify(Object.fromEntries(kept));
}

/**
 * Writes one audit-log row; call it inside the transaction of the action it records. Answers the row's
 * id, which a ledger row may refer to.
 */
export async function recordAction(db: Database | Transaction, entry: AuditEntry): Promise<number> {
  const [row] = await db
    .insert(moderationLogs)
    .values({
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId ?? 0,
      reason: fitColumn(entry.reason ?? '', moderationLogs.reason, '…'),
      detail: detailJson(entry.detail ?? {}),
      ip: fitColumn(entry.ip ?? '', moderationLogs.ip),
    })
    .$returningId();
  return row!.id;
}
