import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { siteConfigs, users } from '../db/schema/index.ts';
import { isDuplicateKey } from '../db/mysqlErrors.ts';
import { TrustLevel } from '@/shared/trust/trustLevel.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import { m } from '@/paraglide/messages.js';

/** The site_configs row naming the system member (not a site setting: mergeSiteConfig ignores it). */
const SYSTEM_MEMBER_CONFIG_KEY = 'apikeys.system_member';

/** The system member's id, or null before the first site key acting as the system was made. */
export async function systemMemberId(db: Database = getDb()): Promise<number | null> {
  const [row] = await db
    .select({ value: siteConfigs.value })
    .from(siteConfigs)
    .where(eq(siteConfigs.key, SYSTEM_MEMBER_CONFIG_KEY))
    .limit(1);
  if (!row) return null;
  const parsed = JSON.parse(row.value) as { id?: unknown };
  return typeof parsed.id === 'number' ? parsed.id : null;
}

async function freeUsername(db: Database): Promise<string> {
  for (const candidate of [
    'system',
    `system${randomInt(1000, 10000)}`,
    `system${randomInt(10000, 100000)}`,
  ]) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, candidate))
      .limit(1);
    if (!taken) return candidate;
  }
  return `sys${randomInt(100000000, 1000000000)}`;
}

/**
 * The member site keys act as when they act "as the system" (decision 072): made on first need, an
 * administrator without password, e-mail, phone or sign-in method, so nobody can sign in as it;
 * what it writes renders like any member's, under its name.
 */
export async function ensureSystemMember(db: Database = getDb()): Promise<number> {
  const existing = await systemMemberId(db);
  if (existing !== null) return existing;
  const username = await freeUsername(db);
  try {
    return await db.transaction(async (tx) => {
      const [made] = await tx
        .insert(users)
        .values({
          username,
          usernameChosen: true,
          nickname: m.apikeys_system_nickname(),
          role: 'admin',
          status: UserStatus.active,
          emailVerified: true,
          trustLevel: TrustLevel.regular,
          trustLevelLocked: true,
          digestDays: 0,
        })
        .$returningId();
      await tx
        .insert(siteConfigs)
        .values({ key: SYSTEM_MEMBER_CONFIG_KEY, value: JSON.stringify({ id: made!.id }) });
      return made!.id;
    });
  } catch (error) {
    // Made at the same moment by another request: use that one.
    const other = isDuplicateKey(error) ? await systemMemberId(db) : null;
    if (other === null) throw error;
    return other;
  }
}

/** The system member's name as it shows, or null before it was made. */
export async function systemMemberName(db: Database = getDb()): Promise<string | null> {
  const id = await systemMemberId(db);
  if (id === null) return null;
  const [row] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, id));
  return row?.nickname ?? null;
}
