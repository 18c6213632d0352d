import { and, eq } from 'drizzle-orm';
import type { Account } from 'oidc-provider';
import { getDb, type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { absoluteUrl } from '../seo/siteOrigin.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';

/** A member's claims: id, name, username, absolute avatar URL, and the e-mail only once it is verified. */
async function memberClaims(
  userId: number,
  origin: string,
  db: Database = getDb(),
): Promise<Record<string, unknown> | undefined> {
  const [user] = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      username: users.username,
      avatar: users.avatar,
      email: users.email,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, UserStatus.active)))
    .limit(1);
  if (!user) return undefined;
  return {
    sub: String(user.id),
    name: user.nickname,
    ...(user.username ? { preferred_username: user.username } : {}),
    ...(user.avatar ? { picture: absoluteUrl(user.avatar, origin) } : {}),
    ...(user.email && user.emailVerified ? { email: user.email, email_verified: true } : {}),
  };
}

/** oidc-provider's findAccount: active members only, their claims read when a token is made. */
export async function findMemberAccount(sub: string, origin: string): Promise<Account | undefined> {
  if (!/^[1-9]\d{0,15}$/.test(sub)) return undefined;
  const claims = await memberClaims(Number(sub), origin);
  if (!claims) return undefined;
  return { accountId: sub, claims: () => claims };
}
