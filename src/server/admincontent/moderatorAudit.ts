import type { Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { recordAction, type AuditTargetType } from '../moderation/recordAction.ts';
import type { ModeratorAction } from './moderateContent.ts';

/** The audit row of a moderator's decision on one item: `targetType.verb`, with their reason and address. */
export function recordModeration(
  tx: Database | Transaction,
  action: ModeratorAction,
  targetType: AuditTargetType,
  targetId: number,
  verb: string,
): Promise<number> {
  return recordAction(tx, {
    actorId: action.actor.id,
    action: `${targetType}.${verb}`,
    targetType,
    targetId,
    reason: action.reason,
    ip: action.ip,
  });
}
