import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { articles, moments } from '../db/schema/index.ts';
import type { Actor } from '../actor/actor.ts';

/** When the member's own moment or article was posted (the level's edit window); undefined when it is not theirs. */
export async function ownItemPostedAt(
  table: typeof moments | typeof articles,
  actor: Actor,
  id: number,
  db: Database,
): Promise<Date | undefined> {
  if (!actor.member) return undefined;
  const [row] = await db
    .select({ createdAt: table.createdAt })
    .from(table)
    .where(and(eq(table.id, id), eq(table.userId, actor.member.id)));
  return row?.createdAt;
}
