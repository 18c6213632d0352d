import { getDb, type Database } from '../db/client.ts';
import type { AdminActor } from '../admintaxonomy/adminActor.ts';
import { recordAction } from '../moderation/recordAction.ts';
import { repairCounters } from './repairCounters.ts';
import type { RepairReport } from './repairReport.ts';

export const REPAIR_AUDIT_ACTION = 'counters.repair';

/**
 * The admin screen's repair: every counter repaired, then one audit row holding the report, which
 * the screen shows as the last repair. The repair is many short transactions, so the row follows them.
 */
export async function repairCountersAsAdmin(
  actor: AdminActor,
  db: Database = getDb(),
): Promise<RepairReport> {
  const report = await repairCounters(db);
  await recordAction(db, {
    actorId: actor.actorId,
    action: REPAIR_AUDIT_ACTION,
    targetType: 'counters',
    detail: report,
    ip: actor.ip,
  });
  return report;
}
