import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { articles, moments, nodes, tags, users } from '../db/schema/index.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import type { WatchKindName } from '@/shared/watching/watchKinds.ts';

/**
 * Whether the member may watch the target: it exists and they may see it. A moment or article is
 * watchable when published, or by its author while under review; a node when active; a member when
 * active and not the watcher.
 */
export async function isWatchable(
  db: Database | Transaction,
  memberId: number,
  kind: WatchKindName,
  id: number,
): Promise<boolean> {
  switch (kind) {
    case 'moment':
    case 'article': {
      const table = kind === 'moment' ? moments : articles;
      const [row] = await db
        .select({ status: table.status, userId: table.userId })
        .from(table)
        .where(eq(table.id, id));
      if (!row) return false;
      return (
        row.status === ContentStatus.published ||
        (row.status === ContentStatus.pending && row.userId === memberId)
      );
    }
    case 'tag': {
      const [row] = await db.select({ id: tags.id }).from(tags).where(eq(tags.id, id));
      return Boolean(row);
    }
    case 'node': {
      const [row] = await db
        .select({ id: nodes.id })
        .from(nodes)
        .where(and(eq(nodes.id, id), eq(nodes.status, 0)));
      return Boolean(row);
    }
    case 'member': {
      if (id === memberId) return false;
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), eq(users.status, UserStatus.active)));
      return Boolean(row);
    }
  }
}
