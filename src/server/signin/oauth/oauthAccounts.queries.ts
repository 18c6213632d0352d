import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../../db/client.ts';
import { oauthAccounts, users } from '../../db/schema/index.ts';

export interface SigninMethods {
  passwordSet: boolean;
  phone: string | null;
  bindings: { provider: string; email: string; createdAt: Date }[];
}

export async function listSigninMethods(userId: number, db: Database = getDb()): Promise<SigninMethods> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const bindings = await db
    .select({
      provider: oauthAccounts.provider,
      email: oauthAccounts.email,
      createdAt: oauthAccounts.createdAt,
    })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, userId));
  return { passwordSet: Boolean(user?.passwordHash), phone: user?.phone ?? null, bindings };
}
