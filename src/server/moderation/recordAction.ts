import type { Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { moderationLogs } from '../db/schema/index.ts';

export type AuditTargetType =
  'moment' | 'article' | 'comment' | 'user' | 'node' | 'tag' | 'link' | 'settings' | 'report' | 'word';

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

/** Writes one audit-log row; call it inside the transaction of the action it records. */
export async function recordAction(db: Database | Transaction, entry: AuditEntry): Promise<void> {
  await db.insert(moderationLogs).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? 0,
    reason: (entry.reason ?? '').slice(0, 500),
    detail: JSON.stringify(entry.detail ?? {}),
    ip: (entry.ip ?? '').slice(0, 64),
  });
}
