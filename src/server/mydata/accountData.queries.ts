import { desc, eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { accountExports } from '../db/schema/index.ts';
import { pendingDeletion } from './accountDeletion.commands.ts';
import { confirmationOf } from './confirmIdentity.ts';
import { ExportStatus } from './accountDataRules.ts';
import type { AccountDataStatus } from '@/shared/mydata/accountDataSchemas.ts';

const STATUS_NAMES = {
  [ExportStatus.preparing]: 'preparing',
  [ExportStatus.ready]: 'ready',
  [ExportStatus.failed]: 'failed',
  [ExportStatus.expired]: 'expired',
} as const;

/** The member's newest archive, their pending deletion and how they would confirm one. */
export async function accountDataStatus(
  userId: number,
  db: Database = getDb(),
  now: Date = new Date(),
): Promise<AccountDataStatus> {
  const [[row], deletion, confirmWith] = await Promise.all([
    db
      .select()
      .from(accountExports)
      .where(eq(accountExports.userId, userId))
      .orderBy(desc(accountExports.id))
      .limit(1),
    pendingDeletion(userId, db),
    confirmationOf(userId, db),
  ]);
  const expired = row && row.status === ExportStatus.ready && row.expiresAt <= now;
  return {
    export: row
      ? {
          id: row.id,
          status: expired ? 'expired' : (STATUS_NAMES[row.status as keyof typeof STATUS_NAMES] ?? 'failed'),
          createdAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          size: row.size,
        }
      : null,
    deletion: deletion ? { scheduledFor: deletion.toISOString() } : null,
    confirmWith,
  };
}
