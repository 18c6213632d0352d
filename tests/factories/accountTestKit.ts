import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { sessions, users } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/auth/password.ts';
import { createSession } from '@/server/auth/session.commands.ts';

let counter = 0;

/** A member inserted directly, with a password when given. */
export async function insertMember(
  db: Database,
  values: { email?: string | null; password?: string; username?: string; emailVerified?: boolean } = {},
): Promise<number> {
  counter += 1;
  const inserted = await db
    .insert(users)
    .values({
      nickname: `Member ${counter}`,
      email: values.email === undefined ? `member-${process.pid}-${counter}@example.com` : values.email,
      emailVerified: values.emailVerified ?? false,
      username: values.username ?? null,
      passwordHash: values.password ? await hashPassword(values.password) : null,
    })
    .$returningId();
  return inserted[0]!.id;
}

export const testMeta = { ip: '203.0.113.9', userAgent: 'vitest' };

export async function openSession(db: Database, userId: number): Promise<string> {
  return (await createSession(userId, testMeta, db)).session.id;
}

export async function sessionIdsOf(db: Database, userId: number): Promise<string[]> {
  const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  return rows.map((row) => row.id).sort();
}

export async function memberRow(db: Database, userId: number) {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]!;
}
