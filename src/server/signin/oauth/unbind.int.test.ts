import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../../tests/useTestDatabase.ts';
import { oauthAccounts, users } from '../../db/schema/index.ts';
import { listSigninMethods } from './oauthAccounts.queries.ts';
import { unbindProvider } from './oauthAccounts.commands.ts';

const t = useTestDatabase();
let counter = 0;

async function member(
  values: { passwordHash?: string; phone?: string },
  providers: string[],
): Promise<number> {
  const [row] = await t.db
    .insert(users)
    .values({ nickname: `m${++counter}`, role: 'user', ...values })
    .$returningId();
  for (const provider of providers) {
    await t.db.insert(oauthAccounts).values({ userId: row!.id, provider, subject: `${provider}-${counter}` });
  }
  return row!.id;
}

describe('unbinding a sign-in method', () => {
  it('refuses the only way to sign in', async () => {
    const id = await member({}, ['github']);
    await expect(unbindProvider(id, 'github', t.db)).rejects.toThrow(/Failed to unbind/);
    expect((await listSigninMethods(id, t.db)).bindings).toHaveLength(1);
  });

  it('allows it when a password, a phone or another binding remains', async () => {
    const withPassword = await member({ passwordHash: 'hash' }, ['github']);
    await unbindProvider(withPassword, 'github', t.db);
    const withPhone = await member({ phone: `+1555${++counter}000` }, ['wechat']);
    await unbindProvider(withPhone, 'wechat', t.db);
    const withTwo = await member({}, ['github', 'oidc']);
    await unbindProvider(withTwo, 'github', t.db);
    const rows = await t.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, withTwo));
    expect(rows.map((row) => row.provider)).toEqual(['oidc']);
  });

  it('keeps one method when two unbinds race', async () => {
    const id = await member({}, ['github', 'oidc']);
    const outcomes = await Promise.allSettled([
      unbindProvider(id, 'github', t.db),
      unbindProvider(id, 'oidc', t.db),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await t.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, id))).toHaveLength(1);
  });

  it('fails for a provider that is not bound', async () => {
    const id = await member({ passwordHash: 'hash' }, []);
    await expect(unbindProvider(id, 'github', t.db)).rejects.toThrow(/Failed to unbind/);
  });
});
