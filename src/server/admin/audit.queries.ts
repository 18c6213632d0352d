import { and, desc, eq, lt } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { moderationLogs, users } from '../db/schema/index.ts';
import { decodeCursor, toCursorPage } from '../pagination/cursor.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';

export const AUDIT_PAGE = 50;

export interface AuditFilter {
  action?: string | undefined;
  actorId?: number | undefined;
  targetType?: string | undefined;
  /** With targetType: one target's history. */
  targetId?: number | undefined;
  cursor?: string | undefined;
}

export interface AuditRow {
  id: number;
  createdAt: Date;
  actorId: number;
  actorName: string | null;
  action: string;
  targetType: string;
  targetId: number;
  reason: string;
  ip: string;
}

/** Newest first by id (ids grow with time); each filter has an (x, id) index to walk. */
export function listAuditQuery(filter: AuditFilter, db: Database = getDb()) {
  const after = decodeCursor(filter.cursor);
  return db
    .select({
      id: moderationLogs.id,
      createdAt: moderationLogs.createdAt,
      actorId: moderationLogs.actorId,
      actorName: users.nickname,
      action: moderationLogs.action,
      targetType: moderationLogs.targetType,
      targetId: moderationLogs.targetId,
      reason: moderationLogs.reason,
      ip: moderationLogs.ip,
    })
    .from(moderationLogs)
    .leftJoin(users, eq(users.id, moderationLogs.actorId))
    .where(
      and(
        filter.action ? eq(moderationLogs.action, filter.action) : undefined,
        filter.actorId ? eq(moderationLogs.actorId, filter.actorId) : undefined,
        filter.targetType ? eq(moderationLogs.targetType, filter.targetType) : undefined,
        filter.targetType && filter.targetId ? eq(moderationLogs.targetId, filter.targetId) : undefined,
        after ? lt(moderationLogs.id, after.id) : undefined,
      ),
    )
    .orderBy(desc(moderationLogs.id))
    .limit(AUDIT_PAGE + 1);
}

export async function listAudit(filter: AuditFilter, db: Database = getDb()): Promise<CursorPage<AuditRow>> {
  const rows = await listAuditQuery(filter, db);
  return toCursorPage(rows, AUDIT_PAGE, (row) => ({ k: row.id, id: row.id }));
}

/** The actions recorded so far, for the filter's choices. */
export async function auditActions(db: Database = getDb()): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: moderationLogs.action })
    .from(moderationLogs)
    .orderBy(moderationLogs.action);
  return rows.map((row) => row.action);
}
