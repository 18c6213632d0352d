import { asc, eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { oauthAccounts, users } from '../db/schema/index.ts';

export interface BoundSigninMethod {
  provider: string;
  email: string;
  createdAt: Date;
}

export interface AccountSettings {
  /** False while the username is the one given at sign-up: the member may still choose their own. */
  usernameChosen: boolean;
  signinMethods: BoundSigninMethod[];
}

/** What the account page shows beyond the current user: whether the username was chosen, and the bound providers. */
export async function loadAccountSettings(userId: number, db: Database = getDb()): Promise<AccountSettings> {
  const [member, methods] = await Promise.all([
    db.select({ usernameChosen: users.usernameChosen }).from(users).where(eq(users.id, userId)).limit(1),
    db
      .select({
        provider: oauthAccounts.provider,
        email: oauthAccounts.email,
        createdAt: oauthAccounts.createdAt,
      })
      .from(oauthAccounts)
      .where(eq(oauthAccounts.userId, userId))
      .orderBy(asc(oauthAccounts.id)),
  ]);
  return {
    usernameChosen: member[0]?.usernameChosen ?? false,
    signinMethods: methods,
  };
}
