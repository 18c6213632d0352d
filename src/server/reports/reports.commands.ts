import { and, eq, ne } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { articles, comments, moments, reports, users } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { enforceRateLimit } from '../rateLimit/enforceRateLimit.ts';
import { recordReportOutcome } from './recordReportOutcome.ts';
import { isDuplicateKey } from '../db/mysqlErrors.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { recordEvent } from '../outbox/recordEvent.ts';
import { deliverNow } from '../outbox/outboxDelivery.ts';
import type { ModeratorAction } from '../admincontent/moderateContent.ts';
import { hideIfFlagged } from '../flagging/hideByFlags.ts';
import { isFlaggable } from '../flagging/flaggableKinds.ts';
import { resolveFlaggedReport } from '../flagging/resolveFlaggedReport.ts';
import { requirePermission } from '../auth/requirePermission.ts';
import { requireActiveMember } from '../conversations/conversationAccess.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import {
  ReportStatus,
  type CreateReportInput,
  type ReportTargetType,
  type ResolveReportInput,
} from '@/shared/admincontent/reportSchemas.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import { m } from '@/paraglide/messages.js';

export const REPORT_RATE_LIMIT = { limit: 10, windowMs: 60 * 60_000 } as const;

const notFound = () => new ApiError(404, m.admincontent_not_found(), ErrorCode.notFound);

/** The target's author (the member, for a member), or undefined when it is gone. */
async function targetOwner(
  type: Exclude<ReportTargetType, 'conversation'>,
  id: number,
  db: Database,
): Promise<number | undefined> {
  if (type === 'user') {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
    return row?.id;
  }
  const visible = <T extends typeof moments | typeof articles | typeof comments>(table: T) =>
    db
      .select({ userId: table.userId })
      .from(table)
      .where(and(eq(table.id, id), ne(table.status, ContentStatus.deleted)));
  const [row] = await (type === 'moment'
    ? visible(moments)
    : type === 'article'
      ? visible(articles)
      : visible(comments));
  return row?.userId;
}

/** The flagging settings createReport follows; hiding is off unless the caller passes the site's. */
const NO_HIDING = { hideThreshold: 0 };

/**
 * A member reports content or a member. One report per reporter and target: a second one while it
 * is open is refused; once it was handled, reporting again reopens it with the new reason. A report
 * of content may then hide it (hideIfFlagged, decision 058); `hidden` says whether it did.
 */
export async function createReport(
  reporter: Pick<CurrentUser, 'id'>,
  input: CreateReportInput,
  db: Database = getDb(),
  flagging: { hideThreshold: number } = NO_HIDING,
): Promise<{ id: number; hidden: boolean }> {
  const filed = await fileReport(reporter, input, db);
  const hidden = isFlaggable(input.targetType)
    ? await hideIfFlagged(input.targetType, input.targetId, flagging, reporter.id, db)
    : false;
  return { id: filed, hidden };
}

async function fileReport(
  reporter: Pick<CurrentUser, 'id'>,
  input: CreateReportInput,
  db: Database,
): Promise<number> {
  if (input.targetType === 'conversation') {
    // Only its members may report a conversation; anyone else learns nothing of it.
    await requireActiveMember(input.targetId, reporter.id, db);
  } else {
    const owner = await targetOwner(input.targetType, input.targetId, db);
    if (owner === undefined) throw notFound();
    if (owner === reporter.id) throw new ApiError(400, m.admincontent_report_own(), ErrorCode.validation);
  }
  await enforceRateLimit(`report:create:user:${reporter.id}`, REPORT_RATE_LIMIT, db);
  const filed = await db.transaction(async (tx) => {
    const reportId = await insertOrReopen(tx, reporter, input);
    return { reportId, event: await recordEvent(tx, { type: 'report.filed', reportId, at: Date.now() }) };
  });
  await deliverNow([filed.event], db);
  return filed.reportId;
}

/** The new report's id, or the handled one's it reopens; 409 while the same report is open. */
async function insertOrReopen(
  tx: Transaction,
  reporter: Pick<CurrentUser, 'id'>,
  input: CreateReportInput,
): Promise<number> {
  const key = and(
    eq(reports.reporterId, reporter.id),
    eq(reports.targetType, input.targetType),
    eq(reports.targetId, input.targetId),
  );
  try {
    const [inserted] = await tx
      .insert(reports)
      .values({ reporterId: reporter.id, ...input })
      .$returningId();
    return inserted!.id;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  const reopened = await tx
    .update(reports)
    .set({ reason: input.reason, status: ReportStatus.open, resolverId: 0, resolution: '', resolvedAt: null })
    .where(and(key, ne(reports.status, ReportStatus.open)));
  if (reopened[0].affectedRows === 0) {
    throw new ApiError(409, m.admincontent_report_duplicate(), ErrorCode.conflict);
  }
  const [row] = await tx.select({ id: reports.id }).from(reports).where(key);
  return row!.id;
}

/**
 * Closes an open report with a note. A report of a moment, article or comment is a decision on the
 * item, which closes all its open reports (resolveFlaggedReport); a report of a member or a
 * conversation closes alone. True when the reported item's status changed.
 */
export async function resolveReport(
  input: ResolveReportInput,
  action: ModeratorAction,
  db: Database = getDb(),
): Promise<boolean> {
  requirePermission(action.actor, 'reports.resolve');
  const [report] = await db.select().from(reports).where(eq(reports.id, input.id));
  if (!report || report.status !== ReportStatus.open) throw notFound();
  const { targetType } = report;
  if (isFlaggable(targetType)) return resolveFlaggedReport({ ...report, targetType }, input, action, db);
  await db.transaction(async (tx) => {
    const [closed] = await tx
      .update(reports)
      .set({
        status: input.outcome === 'resolve' ? ReportStatus.resolved : ReportStatus.dismissed,
        resolverId: action.actor.id,
        resolution: input.note,
        resolvedAt: new Date(),
      })
      .where(and(eq(reports.id, input.id), eq(reports.status, ReportStatus.open)));
    // Another moderator closed it meanwhile.
    if (closed.affectedRows === 0) throw notFound();
    await recordReportOutcome(tx, action, input, {
      targetType,
      targetId: report.targetId,
      deletedContent: false,
    });
  });
  return false;
}
