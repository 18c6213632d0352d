import { getDb, type Database } from '../db/client.ts';
import { ApiError } from '../http/ApiError.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import { requirePermission } from '../auth/requirePermission.ts';
import { recordReportOutcome } from '../reports/recordReportOutcome.ts';
import { moveContentStatus, type StatusChanged } from '../admincontent/statusTransitions.ts';
import { recordModeration } from '../admincontent/moderatorAudit.ts';
import { deletePermission, tellAuthor, type ModeratorAction } from '../admincontent/moderateContent.ts';
import { lockFlagTarget } from './lockFlagTarget.ts';
import { isHiddenByFlags, settleFlags } from './settleFlags.ts';
import type { FlaggableKind } from './flaggableKinds.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { ResolveReportInput } from '@/shared/admincontent/reportSchemas.ts';
import { m } from '@/paraglide/messages.js';

interface FlaggedReport {
  id: number;
  targetType: FlaggableKind;
  targetId: number;
  reason: string;
}

/**
 * Resolves a report of a moment, article or comment as a decision on the item, in one transaction
 * (decision 058). "Action taken" upholds every open report on it: the item is deleted when asked,
 * or when flags hid it (it stays out of public). "Dismiss" rejects them: an item flags hid is
 * published again. Either way settleFlags closes the reports and writes the records. True when
 * the item's status changed (its pages must be emptied).
 */
export async function resolveFlaggedReport(
  report: FlaggedReport,
  input: ResolveReportInput,
  action: ModeratorAction,
  db: Database = getDb(),
): Promise<boolean> {
  const kind = report.targetType;
  const upheld = input.outcome === 'resolve';
  const outcome = await withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const item = await lockFlagTarget(tx, kind, report.targetId);
      const hidden =
        item?.status === ContentStatus.pending && (await isHiddenByFlags(tx, kind, report.targetId));
      let moved: StatusChanged | undefined;
      if (upheld && (input.deleteContent || hidden)) {
        requirePermission(action.actor, deletePermission[kind]);
        moved = await moveContentStatus(
          tx,
          kind,
          report.targetId,
          [ContentStatus.published, ContentStatus.pending],
          ContentStatus.deleted,
        );
        const reason = input.note || report.reason;
        if (moved) await recordModeration(tx, { ...action, reason }, kind, report.targetId, 'delete');
      } else if (!upheld && hidden) {
        moved = await moveContentStatus(
          tx,
          kind,
          report.targetId,
          [ContentStatus.pending],
          ContentStatus.published,
        );
        if (moved) await recordModeration(tx, action, kind, report.targetId, 'flag_restore');
      }
      const settled = await settleFlags(
        tx,
        { kind, id: report.targetId, authorId: item?.authorId },
        { upheld, resolverId: action.actor.id, note: input.note, ip: action.ip },
      );
      // Another moderator decided meanwhile.
      if (!settled.reportIds.includes(report.id)) {
        throw new ApiError(404, m.admincontent_not_found(), ErrorCode.notFound);
      }
      await recordReportOutcome(
        tx,
        action,
        { ...input, id: report.id },
        {
          targetType: kind,
          targetId: report.targetId,
          deletedContent: upheld && moved !== undefined,
          restoredContent: !upheld && moved !== undefined,
          closedReports: settled.reportIds,
        },
      );
      return moved;
    }),
  );
  if (outcome && upheld)
    await tellAuthor('delete', outcome, { ...action, reason: input.note || report.reason }, db);
  return outcome !== undefined;
}
