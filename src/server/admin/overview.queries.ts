import { and, count, gt, inArray, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { STAFF_ROLES } from '@/shared/users/roles.ts';

export interface AdminOverview {
  members: number;
  newMembers7d: number;
  activeSessions: number;
  staff: Array<{ id: number; nickname: string; username: string | null; role: string }>;
}

export async function loadAdminOverview(db: Database = getDb()): Promise<AdminOverview> {
  const [memberRows, newRows, sessionRows, staff] = await Promise.all([
    db.select({ value: count() }).from(users),
    db
      .select({ value: count() })
      .from(users)
      .where(gt(users.createdAt, sql`NOW(3) - INTERVAL 7 DAY`)),
    db
      .select({ value: count() })
      .from(sessions)
      .where(and(gt(sessions.expiresAt, sql`NOW(3)`))),
    db
      .select({ id: users.id, nickname: users.nickname, username: users.username, role: users.role })
      .from(users)
      .where(inArray(users.role, [...STAFF_ROLES]))
      .orderBy(users.id)
      .limit(50),
  ]);
  return {
    members: memberRows[0]?.value ?? 0,
    newMembers7d: newRows[0]?.value ?? 0,
    activeSessions: sessionRows[0]?.value ?? 0,
    staff,
  };
}
