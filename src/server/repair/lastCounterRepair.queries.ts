import { desc, eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { moderationLogs, users } from '../db/schema/index.ts';
import { repairReportSchema, type RepairReport } from './repairReport.ts';
import { REPAIR_AUDIT_ACTION } from './repairCountersAsAdmin.ts';

export interface LastCounterRepair {
  at: Date;
  actorId: number;
  actorName: string | null;
  report: RepairReport;
}

/** The newest repair run from the admin screen, read back from its audit row; undefined before the first. */
export async function lastCounterRepair(db: Database = getDb()): Promise<LastCounterRepair | undefined> {
  const [row] = await db
    .select({
      at: moderationLogs.createdAt,
      actorId: moderationLogs.actorId,
      actorName: users.nickname,
      detail: moderationLogs.detail,
    })
    .from(moderationLogs)
    .leftJoin(users, eq(users.id, moderationLogs.actorId))
    .where(eq(moderationLogs.action, REPAIR_AUDIT_ACTION))
    .orderBy(desc(moderationLogs.id))
    .limit(1);
  if (!row) return undefined;
  const report = repairReportSchema.safeParse(JSON.parse(row.detail));
  if (!report.success) return undefined;
  return { at: row.at, actorId: row.actorId, actorName: row.actorName, report: report.data };
}
