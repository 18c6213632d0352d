import { and, eq, inArray, sql } from 'drizzle-orm';
import { flagHides, reports, users } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { recordAction } from '../moderation/recordAction.ts';
import type { FlaggableKind } from './flaggableKinds.ts';
import { ReportStatus } from '@/shared/admincontent/reportSchemas.ts';
import { STAFF_ROLES } from '@/shared/users/roles.ts';

export interface FlagVerdict {
  /** Staff agreed with the flags (action taken, or rejected in review) or not (dismissed, approved). */
  upheld: boolean;
  resolverId: number;
  note: string;
  ip?: string;
}

export interface SettledFlags {
  reportIds: number[];
  reporterIds: number[];
}

/** Whether the item is pending because flags hid it; locks the mark so one decision takes it. */
export async function isHiddenByFlags(tx: Transaction, kind: FlaggableKind, id: number): Promise<boolean> {
  const [mark] = await tx
    .select({ targetId: flagHides.targetId })
    .from(flagHides)
    .where(and(eq(flagHides.targetType, kind), eq(flagHides.targetId, id)))
    .for('update');
  return mark !== undefined;
}

/**
 * Staff's decision on a flagged item, in their transaction (decision 058): every open report on it
 * closes with the decision, each reporter's record gains an agreed or a disagreed flag (the weight of
 * their next flags), the hidden-by-flags mark goes, and upheld flags count against the author, whose
 * trust level drops by one (not below new, not when staff locked it, never for staff). Audited.
 */
export async function settleFlags(
  tx: Transaction,
  target: { kind: FlaggableKind; id: number; authorId: number | undefined },
  verdict: FlagVerdict,
): Promise<SettledFlags> {
  const { kind, id } = target;
  const open = await tx
    .select({ id: reports.id, reporterId: reports.reporterId })
    .from(reports)
    .where(and(eq(reports.targetType, kind), eq(reports.targetId, id), eq(reports.status, ReportStatus.open)))
    .for('update');
  await tx.delete(flagHides).where(and(eq(flagHides.targetType, kind), eq(flagHides.targetId, id)));
  const settled: SettledFlags = {
    reportIds: open.map((report) => report.id),
    reporterIds: [...new Set(open.map((report) => report.reporterId))],
  };
  if (open.length === 0) return settled;
  await tx
    .update(reports)
    .set({
      status: verdict.upheld ? ReportStatus.resolved : ReportStatus.dismissed,
      resolverId: verdict.resolverId,
      resolution: verdict.note,
      resolvedAt: new Date(),
    })
    .where(inArray(reports.id, settled.reportIds));
  await tx
    .update(users)
    .set(
      verdict.upheld
        ? { flagsAgreed: sql`${users.flagsAgreed} + 1` }
        : { flagsDisagreed: sql`${users.flagsDisagreed} + 1` },
    )
    .where(inArray(users.id, settled.reporterIds));
  if (verdict.upheld && target.authorId !== undefined) {
    const staff = sql.join(
      STAFF_ROLES.map((role) => sql`${role}`),
      sql`, `,
    );
    await tx
      .update(users)
      .set({
        flagsUpheldAgainst: sql`${users.flagsUpheldAgainst} + 1`,
        trustLevel: sql`CASE WHEN ${users.trustLevelLocked} = 0 AND ${users.trustLevel} > 0
          AND ${users.role} NOT IN (${staff}) THEN ${users.trustLevel} - 1 ELSE ${users.trustLevel} END`,
      })
      .where(eq(users.id, target.authorId));
  }
  await recordAction(tx, {
    actorId: verdict.resolverId,
    action: `${kind}.${verdict.upheld ? 'flags_upheld' : 'flags_rejected'}`,
    targetType: kind,
    targetId: id,
    reason: verdict.note,
    detail: { reports: settled.reportIds, reporters: settled.reporterIds, authorId: target.authorId ?? 0 },
    ...(verdict.ip === undefined ? {} : { ip: verdict.ip }),
  });
  return settled;
}
