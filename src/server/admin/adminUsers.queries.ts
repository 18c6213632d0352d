import { and, desc, eq, gt, isNotNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { articles, users } from '../db/schema/index.ts';
import { decodeCursor, toCursorPage } from '../pagination/cursor.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import { ROLES, type Role } from '@/shared/users/currentUser.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import { trustLevelOf } from '@/shared/trust/trustLevelOf.ts';
import type { TrustLevelValue } from '@/shared/trust/trustLevel.ts';

export const ADMIN_USERS_PAGE = 30;

export interface AdminUserFilter {
  /** An id (exact), an email (prefix), or a username / nickname (prefix). */
  q?: string | undefined;
  role?: Role | undefined;
  banned?: boolean | undefined;
  /** Include soft-deleted members (they are hidden by default). */
  deleted?: boolean | undefined;
  cursor?: string | undefined;
}

export interface AdminUserRow {
  id: number;
  nickname: string;
  username: string | null;
  email: string | null;
  role: Role;
  status: number;
  bannedUntil: Date | null;
  banReason: string;
  createdAt: Date;
  /** The stored trust level (issue 40), which staff may have locked. */
  trustLevel: TrustLevelValue;
  trustLevelLocked: boolean;
}

const columns = {
  id: users.id,
  nickname: users.nickname,
  username: users.username,
  email: users.email,
  role: users.role,
  status: users.status,
  bannedUntil: users.bannedUntil,
  banReason: users.banReason,
  createdAt: users.createdAt,
  trustLevel: users.trustLevel,
  trustLevelLocked: users.trustLevelLocked,
};

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The search condition. Email and username prefixes use their unique indexes; nickname has no
 * index, so its prefix match scans users newest first until the page is full: fine at admin
 * scale (members are few thousands to a few hundred thousand and the page is LIMITed).
 */
function searchCondition(raw: string): SQL | undefined {
  const q = raw.trim();
  if (q === '') return undefined;
  if (/^\d{1,10}$/.test(q)) return eq(users.id, Number(q));
  const prefix = `${escapeLike(q)}%`;
  if (q.includes('@')) return like(users.email, escapeLike(q.toLowerCase()) + '%');
  return or(like(users.username, prefix), like(users.nickname, prefix));
}

export function listAdminUsersQuery(filter: AdminUserFilter, db: Database = getDb()) {
  const after = decodeCursor(filter.cursor);
  const conditions = [
    filter.deleted ? undefined : eq(users.status, UserStatus.active),
    searchCondition(filter.q ?? ''),
    filter.role && ROLES.includes(filter.role) ? eq(users.role, filter.role) : undefined,
    filter.banned ? and(isNotNull(users.bannedUntil), gt(users.bannedUntil, sql`NOW(3)`)) : undefined,
    after ? lt(users.id, after.id) : undefined,
  ];
  return db
    .select(columns)
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.id))
    .limit(ADMIN_USERS_PAGE + 1);
}

export async function listAdminUsers(
  filter: AdminUserFilter,
  db: Database = getDb(),
): Promise<CursorPage<AdminUserRow>> {
  const rows = await listAdminUsersQuery(filter, db);
  return toCursorPage(
    rows.map((row) => ({ ...row, role: row.role as Role, trustLevel: trustLevelOf(row.trustLevel) })),
    ADMIN_USERS_PAGE,
    (row) => ({ k: row.id, id: row.id }),
  );
}

export interface AdminUserDetail extends AdminUserRow {
  phone: string | null;
  emailVerified: boolean;
  score: number;
  momentCount: number;
  commentCount: number;
  articleCount: number;
  fansCount: number;
  followCount: number;
  signature: string;
  homepage: string;
}

export async function loadAdminUser(
  userId: number,
  db: Database = getDb(),
): Promise<AdminUserDetail | undefined> {
  const rows = await db
    .select({
      ...columns,
      phone: users.phone,
      emailVerified: users.emailVerified,
      score: users.score,
      momentCount: users.momentCount,
      commentCount: users.commentCount,
      fansCount: users.fansCount,
      followCount: users.followCount,
      signature: users.signature,
      homepage: users.homepage,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const articleRows = await db
    .select({ value: sql<number>`COUNT(*)` })
    .from(articles)
    .where(and(eq(articles.userId, userId), eq(articles.status, ContentStatus.published)));
  return {
    ...row,
    role: row.role as Role,
    trustLevel: trustLevelOf(row.trustLevel),
    articleCount: Number(articleRows[0]?.value ?? 0),
  };
}
