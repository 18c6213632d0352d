import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { flagHides } from '../db/schema/index.ts';
import { isFlaggable } from './flaggableKinds.ts';

/** Which of these reported targets flags hid, as `type:id` keys (one query). */
export async function hiddenByFlagsAmong(
  targets: readonly { targetType: string; targetId: number }[],
  db: Database,
): Promise<Set<string>> {
  const byKind = new Map<string, number[]>();
  for (const target of targets) {
    if (!isFlaggable(target.targetType)) continue;
    byKind.set(target.targetType, [...(byKind.get(target.targetType) ?? []), target.targetId]);
  }
  if (byKind.size === 0) return new Set();
  const rows = await db
    .select({ targetType: flagHides.targetType, targetId: flagHides.targetId })
    .from(flagHides)
    .where(
      or(
        ...[...byKind].map(([kind, ids]) =>
          and(eq(flagHides.targetType, kind), inArray(flagHides.targetId, ids)),
        ),
      ),
    );
  return new Set(rows.map((row) => `${row.targetType}:${row.targetId}`));
}
