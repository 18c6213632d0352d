import { desc, eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { pushDevices } from '../db/schema/index.ts';
import type { PushDeviceView } from '@/shared/push/pushSchemas.ts';
import { PUSH_DEVICES_PER_MEMBER } from './pushDevices.commands.ts';

/** The member's devices, newest first (never more than PUSH_DEVICES_PER_MEMBER). */
export async function listPushDevices(userId: number, db: Database = getDb()): Promise<PushDeviceView[]> {
  const rows = await db
    .select({
      id: pushDevices.id,
      label: pushDevices.label,
      endpointHash: pushDevices.endpointHash,
      createdAt: pushDevices.createdAt,
      lastPushedAt: pushDevices.lastPushedAt,
    })
    .from(pushDevices)
    .where(eq(pushDevices.userId, userId))
    .orderBy(desc(pushDevices.id))
    .limit(PUSH_DEVICES_PER_MEMBER);
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    endpointHash: row.endpointHash,
    createdAt: row.createdAt.toISOString(),
    lastPushedAt: row.lastPushedAt?.toISOString() ?? null,
  }));
}
