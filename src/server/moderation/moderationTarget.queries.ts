import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { articles, moments, users } from '../db/schema/index.ts';
import { activeBan } from '@/shared/users/ban.ts';
import { ROLES, type Role } from '@/shared/users/currentUser.ts';
import type { ModerationTarget } from '@/shared/moderation/menuItems.ts';

const toRole = (value: string): Role =>
  (ROLES as readonly string[]).includes(value) ? (value as Role) : 'user';

/** What a manage menu needs about a moment, an article or a member: flags, the member's role and ban. */
export async function moderationTarget(
  kind: 'moment' | 'article' | 'user',
  id: number,
  db: Database = getDb(),
): Promise<ModerationTarget | undefined> {
  const member = { role: users.role, bannedUntil: users.bannedUntil, banReason: users.banReason };
  if (kind === 'user') {
    const [row] = await db.select(member).from(users).where(eq(users.id, id));
    return (
      row && {
        kind,
        id,
        user: { id, role: toRole(row.role), banned: activeBan(row.bannedUntil, row.banReason) !== null },
      }
    );
  }
  if (kind === 'moment') {
    const [row] = await db
      .select({ ...member, userId: moments.userId, recommended: moments.recommended, sticky: moments.sticky })
      .from(moments)
      .innerJoin(users, eq(users.id, moments.userId))
      .where(eq(moments.id, id));
    return (
      row && {
        kind,
        id,
        recommended: row.recommended,
        sticky: row.sticky,
        user: {
          id: row.userId,
          role: toRole(row.role),
          banned: activeBan(row.bannedUntil, row.banReason) !== null,
        },
      }
    );
  }
  const [row] = await db
    .select({ ...member, userId: articles.userId })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.userId))
    .where(eq(articles.id, id));
  return (
    row && {
      kind,
      id,
      user: {
        id: row.userId,
        role: toRole(row.role),
        banned: activeBan(row.bannedUntil, row.banReason) !== null,
      },
    }
  );
}
