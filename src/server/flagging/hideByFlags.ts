import { and, eq, inArray } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { flagHides, reports, users } from '../db/schema/index.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import { recordAction } from '../moderation/recordAction.ts';
import { moveContentStatus } from '../admincontent/statusTransitions.ts';
import { lockFlagTarget } from './lockFlagTarget.ts';
import { flagWeight } from './flagWeight.ts';
import type { FlaggableKind } from './flaggableKinds.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { ReportStatus } from '@/shared/admincontent/reportSchemas.ts';
import type { Role } from '@/shared/users/currentUser.ts';

const FLAG_HIDE_REASON = 'hidden by flags';

const rounded = (weight: number) => Math.round(weight * 1000) / 1000;

/**
 * After a report is filed: when the weights of the item's open reports reach the owner's threshold,
 * the published item goes to review (pending) at once, counted out as any move out of public is,
 * marked as hidden by flags and audited. The item's row lock serializes every check of one item, and
 * the reports are read after it, so two reports that reach the threshold together hide it once.
 * True when this call hid it.
 */
export function hideIfFlagged(
  kind: FlaggableKind,
  id: number,
  flagging: { hideThreshold: number },
  reporterId: number,
  db: Database = getDb(),
): Promise<boolean> {
  const threshold = flagging.hideThreshold;
  if (threshold <= 0) return Promise.resolve(false);
  return withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const item = await lockFlagTarget(tx, kind, id);
      if (!item || item.status !== ContentStatus.published) return false;
      const open = await tx
        .select({ id: reports.id, reporterId: reports.reporterId })
        .from(reports)
        .where(
          and(eq(reports.targetType, kind), eq(reports.targetId, id), eq(reports.status, ReportStatus.open)),
        )
        .for('update');
      if (open.length === 0) return false;
      const flaggers = await tx
        .select({
          id: users.id,
          role: users.role,
          trustLevel: users.trustLevel,
          flagsAgreed: users.flagsAgreed,
          flagsDisagreed: users.flagsDisagreed,
        })
        .from(users)
        .where(
          inArray(
            users.id,
            open.map((report) => report.reporterId),
          ),
        );
      const byId = new Map(flaggers.map((flagger) => [flagger.id, flagger]));
      const weighed = open.map((report) => {
        const flagger = byId.get(report.reporterId);
        const weight = flagger ? flagWeight({ ...flagger, role: flagger.role as Role }, threshold) : 0;
        return { report: report.id, reporter: report.reporterId, weight };
      });
      const total = weighed.reduce((sum, entry) => sum + entry.weight, 0);
      if (total < threshold) return false;
      const moved = await moveContentStatus(tx, kind, id, [ContentStatus.published], ContentStatus.pending);
      if (!moved) return false;
      await tx
        .insert(flagHides)
        .values({ targetType: kind, targetId: id })
        .onDuplicateKeyUpdate({ set: { createdAt: new Date() } });
      await recordAction(tx, {
        actorId: reporterId,
        action: `${kind}.flag_hide`,
        targetType: kind,
        targetId: id,
        reason: FLAG_HIDE_REASON,
        detail: {
          reports: weighed
            .filter((entry) => entry.weight > 0)
            .map((entry) => ({ ...entry, weight: rounded(entry.weight) })),
          total: rounded(total),
          threshold,
        },
      });
      return true;
    }),
  );
}
