import { beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import {
  moderationLogs,
  rateLimitBuckets,
  sessions,
  signupInvitations,
  signupRules,
  users,
} from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { signIn, signUp } from '../auth/auth.commands.ts';
import { saveSiteConfig } from '../site/siteConfig.commands.ts';
import { findOrCreateUserByPhone } from '../signin/signinAccounts.ts';
import { resolveOAuthUser } from '../signin/oauth/oauthAccounts.commands.ts';
import { checkSignupForm } from './checkSignupForm.ts';
import { formTokenKey } from './formTokenKey.ts';
import { signFormToken } from './formToken.ts';
import { addSignupRule, removeSignupRule } from './signupRules.commands.ts';
import { createInvitation, revokeInvitation } from './invitations.commands.ts';
import { decideSignup } from './approval.commands.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import { signupRuleSchema } from '@/shared/signup/signupRuleSchema.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';

const t = useTestDatabase();
let counter = 0;
const next = () => ++counter;
const meta = (ip = `198.51.100.${next()}`, deviceId: string | null = null) => ({
  ip,
  userAgent: 'vitest',
  deviceId,
});
const person = (name = `p${next()}`, domain = 'example.com') => ({
  nickname: name,
  email: `${name}@${domain}`,
  password: 'secret-pass',
});
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );
const owner = { id: 1, ip: '192.0.2.1' };

async function setSignup(signup: Partial<SiteConfig['signup']>): Promise<void> {
  await saveSiteConfig(
    { signup: { mode: 'open', minFormSeconds: 3, accountsPerAddressPerDay: 0, ...signup } },
    t.db,
  );
}

async function usersWithEmail(email: string) {
  return t.db.select().from(users).where(eq(users.email, email));
}

beforeEach(async () => {
  await setSignup({});
  await t.db.delete(signupRules);
  await t.db.delete(rateLimitBuckets);
});

describe('the sign-up form check', () => {
  const sentAfter = async (seconds: number) =>
    signFormToken(await formTokenKey(t.db), Date.now() - seconds * 1000);

  it('lets a form through that was shown long enough ago, also twice', async () => {
    const formToken = await sentAfter(4);
    await checkSignupForm({ formToken, website: '' }, 3, t.db);
    await checkSignupForm({ formToken, website: '' }, 3, t.db);
  });

  it('refuses a filled honeypot, a missing, forged or stale token, and a form sent too fast, all alike', async () => {
    const good = await sentAfter(4);
    const [shownAt, nonce] = good.split('.');
    const cases = [
      { formToken: good, website: 'http://spam.example' },
      { formToken: '', website: '' },
      { formToken: `${shownAt}.${nonce}.${'A'.repeat(43)}`, website: '' },
      { formToken: `${Number(shownAt) - 60_000}.${nonce}.${good.split('.')[2]}`, website: '' },
      { formToken: await sentAfter(25 * 60 * 60), website: '' },
      { formToken: await sentAfter(1), website: '' },
    ];
    for (const form of cases) {
      const error = await rejection(checkSignupForm(form, 3, t.db));
      expect(error, JSON.stringify(form)).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 400,
        errorCode: ErrorCode.validation,
        message: 'This sign-up could not be accepted. Please reload the page and try again.',
      });
    }
  });

  it('keeps one key for every process', async () => {
    const key = await formTokenKey(t.db);
    const [row] = await t.db.execute(
      sql`SELECT COUNT(*) AS n FROM site_configs WHERE config_key = 'private.formTokenKey'`,
    );
    expect((row as unknown as Array<{ n: number }>)[0]!.n).toBe(1);
    expect(key).toHaveLength(32);
  });
});

describe('block and allow lists', () => {
  it('refuses a blocked e-mail domain and its subdomains, with no account made, and audits the rule', async () => {
    const rule = signupRuleSchema.parse({
      kind: 'domain',
      action: 'block',
      value: '@Spam.Example',
      note: 'wave',
    });
    const id = await addSignupRule(owner, rule, t.db);
    const [log] = await t.db
      .select()
      .from(moderationLogs)
      .where(eq(moderationLogs.action, 'signup_rule.add'));
    expect(log).toMatchObject({ actorId: owner.id, targetId: id });
    for (const domain of ['spam.example', 'mx.spam.example']) {
      const input = person(undefined, domain);
      const error = await rejection(signUp(input, meta(), t.db));
      expect(error).toMatchObject({ status: 403, field: 'email' });
      expect((error as Error).message).toMatch(/not allowed here/);
      expect(await usersWithEmail(input.email)).toHaveLength(0);
    }
    expect('token' in (await signUp(person(undefined, 'notspam.example'), meta(), t.db))).toBe(true);
    await removeSignupRule(owner, id, t.db);
    expect('token' in (await signUp(person(undefined, 'spam.example'), meta(), t.db))).toBe(true);
    const duplicate = await rejection(
      addSignupRule(owner, rule, t.db).then(() => addSignupRule(owner, rule, t.db)),
    );
    expect(duplicate).toMatchObject({ status: 409 });
  });

  it('refuses blocked IPv4 and IPv6 ranges, and lets in only allowed ranges once one exists', async () => {
    await addSignupRule(
      owner,
      signupRuleSchema.parse({ kind: 'ip', action: 'block', value: '203.0.113.0/24' }),
      t.db,
    );
    await addSignupRule(
      owner,
      signupRuleSchema.parse({ kind: 'ip', action: 'block', value: '2001:db8::/32' }),
      t.db,
    );
    expect(await rejection(signUp(person(), meta('203.0.113.77'), t.db))).toMatchObject({ status: 403 });
    expect(await rejection(signUp(person(), meta('2001:db8:5::1'), t.db))).toMatchObject({ status: 403 });
    await signUp(person(), meta('203.0.114.1'), t.db);
    await addSignupRule(
      owner,
      signupRuleSchema.parse({ kind: 'ip', action: 'allow', value: '192.0.2.0/28' }),
      t.db,
    );
    expect(await rejection(signUp(person(), meta('203.0.114.2'), t.db))).toMatchObject({ status: 403 });
    await signUp(person(), meta('192.0.2.9'), t.db);
  });

  it('lets in only allowed domains once an allow rule exists', async () => {
    await addSignupRule(
      owner,
      signupRuleSchema.parse({ kind: 'domain', action: 'allow', value: 'school.edu' }),
      t.db,
    );
    expect(await rejection(signUp(person(), meta(), t.db))).toMatchObject({ status: 403, field: 'email' });
    await signUp(person(undefined, 'cs.school.edu'), meta(), t.db);
  });

  it('validates what a rule may hold', () => {
    expect(signupRuleSchema.safeParse({ kind: 'domain', action: 'block', value: 'localhost' }).success).toBe(
      false,
    );
    expect(signupRuleSchema.safeParse({ kind: 'ip', action: 'block', value: '10.0.0.0/33' }).success).toBe(
      false,
    );
    expect(signupRuleSchema.safeParse({ kind: 'ip', action: 'deny', value: '10.0.0.0/8' }).success).toBe(
      false,
    );
  });
});

describe('sign-up by invitation', () => {
  beforeEach(() => setSignup({ mode: 'invitation' }));

  it('needs a valid code, which signs up one person only', async () => {
    const inviter = (await signUpOpen()).id;
    const missing = await rejection(signUp(person(), meta(), t.db));
    expect(missing).toMatchObject({ status: 403, field: 'invite' });
    const { code } = await createInvitation(inviter, t.db);
    const [stored] = await t.db
      .select()
      .from(signupInvitations)
      .where(eq(signupInvitations.createdBy, inviter));
    expect(stored!.codeHash).not.toContain(code);
    const first = person();
    const made = await signUp({ ...first, invite: code }, meta(), t.db);
    expect('token' in made).toBe(true);
    const [used] = await t.db.select().from(signupInvitations).where(eq(signupInvitations.id, stored!.id));
    expect(used).toMatchObject({ usedBy: made.user.id });
    const again = await rejection(signUp({ ...person(), invite: code }, meta(), t.db));
    expect(again).toMatchObject({ status: 403, field: 'invite' });
  });

  it('lets exactly one of two parallel sign-ups use a code', async () => {
    const { code } = await createInvitation((await signUpOpen()).id, t.db);
    const outcomes = await Promise.allSettled([
      signUp({ ...person(), invite: code }, meta(), t.db),
      signUp({ ...person(), invite: code }, meta(), t.db),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses an expired or revoked code, and a duplicate e-mail leaves the code unused', async () => {
    const inviter = (await signUpOpen()).id;
    const expired = await createInvitation(inviter, t.db);
    await t.db
      .update(signupInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signupInvitations.id, expired.id));
    expect(await rejection(signUp({ ...person(), invite: expired.code }, meta(), t.db))).toMatchObject({
      status: 403,
    });
    const revoked = await createInvitation(inviter, t.db);
    await revokeInvitation(inviter, revoked.id, t.db);
    expect(await rejection(signUp({ ...person(), invite: revoked.code }, meta(), t.db))).toMatchObject({
      status: 403,
    });
    expect(await rejection(revokeInvitation(inviter, revoked.id, t.db))).toMatchObject({ status: 404 });
    const kept = await createInvitation(inviter, t.db);
    const taken = person();
    await setSignup({});
    await signUp(taken, meta(), t.db);
    await setSignup({ mode: 'invitation' });
    expect(await rejection(signUp({ ...taken, invite: kept.code }, meta(), t.db))).toMatchObject({
      status: 409,
    });
    await signUp({ ...person(), invite: kept.code }, meta(), t.db);
  });

  it('refuses accounts that OAuth and SMS would create, while existing members still sign in', async () => {
    const error = await rejection(
      findOrCreateUserByPhone(`+1555${next()}0000`, t.db, { ip: '198.51.100.1', deviceId: null }),
    );
    expect(error).toMatchObject({ status: 403 });
    expect((error as Error).message).toMatch(/by invitation only/);
    const oauth = await rejection(
      resolveOAuthUser(
        'github',
        { subject: `s${next()}`, email: null, emailVerified: false, name: 'Bot' },
        null,
        t.db,
        {
          ip: '198.51.100.1',
          deviceId: null,
        },
      ),
    );
    expect(oauth).toMatchObject({ status: 403 });
  });
});

async function signUpOpen() {
  const mode = (await t.db.execute(
    sql`SELECT config_value FROM site_configs WHERE config_key = 'signup'`,
  )) as unknown as [Array<{ config_value: string }>];
  const saved = JSON.parse(mode[0][0]!.config_value) as SiteConfig['signup'];
  await setSignup({});
  const made = await signUp(person(), meta(), t.db);
  await setSignup(saved);
  return made.user;
}

describe('sign-up with approval', () => {
  beforeEach(() => setSignup({ mode: 'approval' }));

  it('makes an account that cannot sign in until staff approve it', async () => {
    const input = person();
    const made = await signUp(input, meta(), t.db);
    expect(made).toMatchObject({ awaitingApproval: true });
    expect(made.user.status).toBe(UserStatus.awaitingApproval);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, made.user.id))).toHaveLength(0);
    const refused = await rejection(
      signIn({ username: input.email, password: input.password }, meta(), t.db),
    );
    expect(refused).toMatchObject({ status: 403 });
    expect((refused as Error).message).toMatch(/waiting for approval/);
    // A wrong password says nothing about the account.
    const wrong = await rejection(signIn({ username: input.email, password: 'wrong-pass' }, meta(), t.db));
    expect(wrong).toMatchObject({ status: 400 });

    await decideSignup(owner, made.user.id, 'approve', t.db);
    const signedIn = await signIn({ username: input.email, password: input.password }, meta(), t.db);
    expect(signedIn.user.id).toBe(made.user.id);
    const [log] = await t.db.select().from(moderationLogs).where(eq(moderationLogs.action, 'user.approve'));
    expect(log).toMatchObject({ actorId: owner.id, targetId: made.user.id });
    expect(await rejection(decideSignup(owner, made.user.id, 'reject', t.db))).toMatchObject({ status: 409 });
  });

  it('rejecting deletes the account the soft way', async () => {
    const made = await signUp(person(), meta(), t.db);
    await decideSignup(owner, made.user.id, 'reject', t.db);
    const [row] = await t.db.select().from(users).where(eq(users.id, made.user.id));
    expect(row!.status).toBe(UserStatus.deleted);
  });

  it('makes SMS and OAuth accounts wait too, and writes their sign-up address', async () => {
    const phoneUser = await findOrCreateUserByPhone(`+1555${next()}1111`, t.db, {
      ip: '198.51.100.200',
      deviceId: null,
    });
    expect(phoneUser).toMatchObject({ status: UserStatus.awaitingApproval, signupIp: '198.51.100.200' });
    const oauthUser = await resolveOAuthUser(
      'github',
      { subject: `s${next()}`, email: `o${next()}@example.com`, emailVerified: true, name: 'Octo' },
      null,
      t.db,
      { ip: '2001:db8::9', deviceId: null },
    );
    expect(oauthUser).toMatchObject({ status: UserStatus.awaitingApproval, signupIp: '2001:db8::9' });
  });
});

describe('the daily throttle', () => {
  beforeEach(() => setSignup({ accountsPerAddressPerDay: 2 }));

  it('allows the set number of accounts per address per day, and refused sign-ups do not count', async () => {
    const ip = '192.0.2.50';
    const first = person();
    await signUp(first, meta(ip), t.db);
    expect(await rejection(signUp(first, meta(ip), t.db))).toMatchObject({ status: 409 });
    await signUp(person(), meta(ip), t.db);
    const error = await rejection(signUp(person(), meta(ip), t.db));
    expect(error).toMatchObject({ status: 429, errorCode: ErrorCode.rateLimited });
    expect((error as Error).message).toMatch(
      /^Too many accounts were made from this address or device today/,
    );
    await signUp(person(), meta('192.0.2.51'), t.db);
  });

  it('counts accounts per device across addresses', async () => {
    const device = 'd'.repeat(32);
    await signUp(person(), meta('192.0.2.60', device), t.db);
    await signUp(person(), meta('192.0.2.61', device), t.db);
    expect(await rejection(signUp(person(), meta('192.0.2.62', device), t.db))).toMatchObject({
      status: 429,
    });
    await signUp(person(), meta('192.0.2.62', 'e'.repeat(32)), t.db);
  });

  it('throttles SMS and OAuth accounts by address too, and applies the block lists to them', async () => {
    const origin = { ip: '192.0.2.70', deviceId: null };
    await findOrCreateUserByPhone(`+1555${next()}2222`, t.db, origin);
    await findOrCreateUserByPhone(`+1555${next()}2222`, t.db, origin);
    const oauth = await rejection(
      resolveOAuthUser(
        'github',
        { subject: `s${next()}`, email: null, emailVerified: false, name: 'X' },
        null,
        t.db,
        origin,
      ),
    );
    expect(oauth).toMatchObject({ status: 429 });
    await addSignupRule(
      owner,
      signupRuleSchema.parse({ kind: 'domain', action: 'block', value: 'spam.example' }),
      t.db,
    );
    const blocked = await rejection(
      resolveOAuthUser(
        'github',
        { subject: `s${next()}`, email: 'x@spam.example', emailVerified: true, name: 'X' },
        null,
        t.db,
        { ip: '192.0.2.80', deviceId: null },
      ),
    );
    expect(blocked).toMatchObject({ status: 403 });
  });
});
