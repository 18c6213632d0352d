import type { Transaction } from '../entities/entityTarget.ts';
import { recordAction } from '../moderation/recordAction.ts';
import type { ModeratorAction } from '../admincontent/moderateContent.ts';
import type { ResolveReportInput } from '@/shared/admincontent/reportSchemas.ts';

/**
 * The audit entry of a report a moderator closed ("report.resolve" or "report.dismiss"), with their
 * note as the reason and what the decision did to the reported item as the detail.
 */
export async function recordReportOutcome(
  tx: Transaction,
  action: ModeratorAction,
  report: { id: number } & Pick<ResolveReportInput, 'outcome' | 'note'>,
  detail: Record<string, unknown>,
): Promise<void> {
  await recordAction(tx, {
    actorId: action.actor.id,
    action: `report.${report.outcome}`,
    targetType: 'report',
    targetId: report.id,
    reason: report.note,
    detail,
    ip: action.ip,
  });
}
