import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { rateLimitBuckets, sessions, users } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { signIn, signOut, signUp } from './auth.commands.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { DUMMY_PASSWORD_HASH } from './dummyPasswordHash.ts';
import { validateSessionToken } from './session.commands.ts';
import { SIGNIN_ACCOUNT_LIMIT, SIGNIN_IP_LIMIT, SIGNUP_IP_LIMIT } from './authRateLimits.ts';
import { runWithLocale } from '@/i18n/serverLocale.ts';
import { saveSiteConfig } from '../site/siteConfig.commands.ts';

vi.mock('./password.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./password.ts')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

const t = useTestDatabase();
let ipCounter = 0;
// Each test uses its own client address so the per-address limits do not carry over.
const meta = () => ({ ip: `10.0.0.${++ipCounter}`, userAgent: 'vitest' });
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

beforeAll(async () => {
  // The hourly attempt limit is tested here; the daily accounts-per-address limit in signupDefences.int.test.ts.
  await saveSiteConfig({ signup: { mode: 'open', minFormSeconds: 3, accountsPerAddressPerDay: 0 } }, t.db);
  await t.db.insert(users).values({
    username: 'admin',
    nickname: 'Admin',
    email: 'admin@example.com',
    passwordHash: await hashPassword('admin-pass'),
    role: 'owner',
  });
});
beforeEach(() => {
  vi.mocked(verifyPassword).mockClear();
});

describe('signUp', () => {
  it('creates a member with an Argon2id hash, a username from the nickname, role user, and a session', async () => {
    const result = await signUp(
      { nickname: 'Ada', email: 'ada@example.com', password: 'secret1' },
      meta(),
      t.db,
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, result.user.id));
    expect(row).toMatchObject({
      nickname: 'Ada',
      email: 'ada@example.com',
      role: 'user',
      usernameChosen: false,
    });
    expect(row?.username).toMatch(/^ada\d+$/);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row!.passwordHash!, 'secret1')).toBe(true);
    if ('awaitingApproval' in result) throw new Error('sign-up is open here');
    const validated = await validateSessionToken(result.token, t.db);
    expect(validated?.user.id).toBe(result.user.id);
  });

  it('normalizes the email and trims the nickname', async () => {
    const result = await signUp(
      { nickname: '  Grace  ', email: '  Grace@Example.COM ', password: 'secret1' },
      meta(),
      t.db,
    );
    expect(result.user).toMatchObject({ nickname: 'Grace', email: 'grace@example.com' });
  });

  it('answers 409 on the email field for a taken email, whatever its case', async () => {
    const error = await rejection(
      signUp({ nickname: 'Again', email: 'ADA@example.com', password: 'secret1' }, meta(), t.db),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      errorCode: ErrorCode.conflict,
      field: 'email',
      message: 'This email is already registered',
    });
  });

  it('lets exactly one of two parallel sign-ups with the same email through', async () => {
    const attempt = () =>
      signUp({ nickname: 'Twin', email: 'twin@example.com', password: 'secret1' }, meta(), t.db);
    const outcomes = await Promise.allSettled([attempt(), attempt(), attempt()]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const rows = await t.db.select().from(users).where(eq(users.email, 'twin@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('allows 10 sign-ups per address per hour', async () => {
    const ip = meta();
    for (let i = 0; i < SIGNUP_IP_LIMIT.limit; i++) {
      await signUp({ nickname: `Bulk ${i}`, email: `bulk${i}@example.com`, password: 'secret1' }, ip, t.db);
    }
    const error = await rejection(
      signUp({ nickname: 'One more', email: 'bulk-extra@example.com', password: 'secret1' }, ip, t.db),
    );
    expect(error).toMatchObject({ status: 429, errorCode: ErrorCode.rateLimited });
    expect((error as Error).message).toMatch(/^Too many attempts/);
  });
});

describe('signIn', () => {
  it('signs in by username', async () => {
    const result = await signIn({ username: 'admin', password: 'admin-pass' }, meta(), t.db);
    expect(result.user).toMatchObject({ username: 'admin', role: 'owner' });
    expect((await validateSessionToken(result.token, t.db))?.user.id).toBe(result.user.id);
  });

  it('signs in by email, in any case', async () => {
    const result = await signIn({ username: 'Ada@Example.com', password: 'secret1' }, meta(), t.db);
    expect(result.user.email).toBe('ada@example.com');
  });

  it('refuses a wrong password with the neutral message', async () => {
    const error = await rejection(signIn({ username: 'admin', password: 'wrong-pass' }, meta(), t.db));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Incorrect username/email or password' });
    expect((error as ApiError).field).toBeUndefined();
  });

  it('says the same for an unknown account and still spends the Argon2id time', async () => {
    for (const username of ['nobody', 'nobody@example.com']) {
      vi.mocked(verifyPassword).mockClear();
      const error = await rejection(signIn({ username, password: 'whatever' }, meta(), t.db));
      expect(error).toMatchObject({ status: 400, message: 'Incorrect username/email or password' });
      expect(verifyPassword).toHaveBeenCalledExactlyOnceWith(DUMMY_PASSWORD_HASH, 'whatever');
    }
  });

  it('localizes the failure', async () => {
    const error = await runWithLocale('zh-CN', () =>
      rejection(signIn({ username: 'admin', password: 'wrong' }, meta(), t.db)),
    );
    expect((error as Error).message).toBe('用户名/邮箱或密码错误');
  });

  it('blocks an account after 10 failed attempts, even from many addresses and with the right password', async () => {
    await signUp({ nickname: 'Target', email: 'target@example.com', password: 'right-pass' }, meta(), t.db);
    const failures = await Promise.all(
      Array.from({ length: SIGNIN_ACCOUNT_LIMIT.limit + 5 }, () =>
        rejection(signIn({ username: 'target@example.com', password: 'wrong-pass' }, meta(), t.db)),
      ),
    );
    const statuses = failures.map((error) => (error as ApiError).status);
    // Parallel guesses cannot slip past: exactly 10 reach the password check.
    expect(statuses.filter((status) => status === 400)).toHaveLength(SIGNIN_ACCOUNT_LIMIT.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const error = await rejection(
      signIn({ username: 'target@example.com', password: 'right-pass' }, meta(), t.db),
    );
    expect(error).toMatchObject({ status: 429, errorCode: ErrorCode.rateLimited });
  });

  it('does not count successful sign-ins against the account', async () => {
    for (let i = 0; i < SIGNIN_ACCOUNT_LIMIT.limit + 2; i++) {
      await signIn({ username: 'admin', password: 'admin-pass' }, meta(), t.db);
    }
  });

  it('limits unknown names too, without storing what was typed', async () => {
    const typed = 'Secret-Typed-In-Name-Field';
    for (let i = 0; i < SIGNIN_ACCOUNT_LIMIT.limit; i++) {
      await rejection(signIn({ username: typed, password: 'x' }, meta(), t.db));
    }
    const error = await rejection(signIn({ username: typed, password: 'x' }, meta(), t.db));
    expect(error).toMatchObject({ status: 429 });
    const keys = (await t.db.select().from(rateLimitBuckets)).map((row) => row.key.toLowerCase());
    expect(keys.some((key) => key.includes(typed.toLowerCase()))).toBe(false);
  });

  it('allows 30 attempts per address, failed or not', async () => {
    const ip = meta();
    for (let i = 0; i < SIGNIN_IP_LIMIT.limit; i++) {
      await rejection(signIn({ username: `someone${i}`, password: 'x' }, ip, t.db));
    }
    const error = await rejection(signIn({ username: 'admin', password: 'admin-pass' }, ip, t.db));
    expect(error).toMatchObject({ status: 429, errorCode: ErrorCode.rateLimited });
  });
});

describe('signOut', () => {
  it('invalidates the session row so the token no longer validates', async () => {
    const { token, session } = await signIn({ username: 'admin', password: 'admin-pass' }, meta(), t.db);
    expect(await validateSessionToken(token, t.db)).not.toBeNull();
    await signOut(session, t.db);
    expect(await validateSessionToken(token, t.db)).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.id, session.id))).toHaveLength(0);
  });

  it('is a no-op when signed out', async () => {
    await expect(signOut(null, t.db)).resolves.toBeUndefined();
  });
});
