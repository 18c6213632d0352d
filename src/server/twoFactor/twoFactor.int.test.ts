import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import {
  sessions,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  userTwoFactor,
  users,
} from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { signIn } from '../auth/auth.commands.ts';
import { hashPassword } from '../auth/password.ts';
import { validateSessionToken } from '../auth/session.commands.ts';
import { sendSmsCode } from '../signin/sms/smsCodes.commands.ts';
import { signInWithSms } from '../signin/sms/smsSignin.commands.ts';
import type { SmsProvider } from '../signin/sms/smsProvider.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { totpCode } from '../../../tests/totpCode.ts';
import { sealSecret } from './secretBox.ts';
import { useTotpCode } from './verifySecondFactor.ts';
import { completeChallenge, createChallenge } from './challenge.commands.ts';
import {
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startEnrolment,
} from './enrolment.commands.ts';
import { twoFactorStatus } from './enrolment.queries.ts';
import { createSessionUnlessTwoFactor } from './sessionUnlessTwoFactor.ts';
import { TwoFactorRequiredError } from './TwoFactorRequiredError.ts';
import { CHALLENGE_MAX_ATTEMPTS } from './twoFactorRateLimits.ts';

const t = useTestDatabase();
let counter = 0;
const meta = () => ({ ip: `10.9.0.${++counter}`, userAgent: 'vitest' });
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

async function newMember(password = 'member-pass-1') {
  const name = `tf${Date.now().toString(36)}${++counter}`;
  const [row] = await t.db
    .insert(users)
    .values({
      username: name,
      nickname: name,
      email: `${name}@example.com`,
      passwordHash: await hashPassword(password),
      role: 'user',
    })
    .$returningId();
  return { id: row!.id, username: name, nickname: name, password };
}

/** Enrols a member; the codes after this must use later steps (the confirm code's step is spent). */
async function enrolled() {
  const member = await newMember();
  const pending = await startEnrolment(member, 'Plaza', t.db);
  const secret = decodeBase32IgnorePadding(pending.secret);
  const recovery = await confirmEnrolment(member.id, totpCode(secret), t.db);
  return { member, secret, recovery };
}

/** A code of the next step (accepted within the ±1 window, and never the step just used). */
const nextCode = (secret: Uint8Array) => totpCode(secret, 1);

async function challengeFor(member: { username: string; password: string }, redirect = '/after') {
  const error = await rejection(
    signIn({ username: member.username, password: member.password, redirect }, meta(), t.db),
  );
  expect(error).toBeInstanceOf(TwoFactorRequiredError);
  return (error as TwoFactorRequiredError).challenge;
}

describe('enrolment', () => {
  it('stores the secret encrypted and turns on only after a valid code', async () => {
    const member = await newMember();
    const pending = await startEnrolment(member, 'Plaza', t.db);
    const uri = new URL(pending.uri);
    expect(`${uri.protocol}//${uri.host}${decodeURIComponent(uri.pathname)}`).toBe(
      `otpauth://totp/Plaza:${member.username}`,
    );
    expect(uri.searchParams.get('secret')).toBe(pending.secret);
    const [row] = await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, member.id));
    expect(row?.enabledAt).toBeNull();
    expect(row?.secretCipher).not.toContain(pending.secret);
    // Not on yet: password sign-in still gives a session.
    const before = await signIn({ username: member.username, password: member.password }, meta(), t.db);
    expect(before.token).toBeTruthy();

    const wrong = await rejection(confirmEnrolment(member.id, '000000', t.db));
    expect(wrong).toBeInstanceOf(ApiError);
    expect((await twoFactorStatus(member.id, t.db)).enabledAt).toBeNull();

    const codes = await confirmEnrolment(
      member.id,
      totpCode(decodeBase32IgnorePadding(pending.secret)),
      t.db,
    );
    expect(codes).toHaveLength(10);
    const status = await twoFactorStatus(member.id, t.db);
    expect(status.enabledAt).toBeInstanceOf(Date);
    expect(status.recoveryRemaining).toBe(10);
    const stored = await t.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, member.id));
    expect(stored.map((code) => code.codeHash)).not.toContain(codes[0]);
    await expect(startEnrolment(member, 'Plaza', t.db)).rejects.toMatchObject({
      errorCode: ErrorCode.conflict,
    });
  });

  it('regenerates recovery codes (old ones stop working) and disables with a code or the password', async () => {
    const { member, secret, recovery } = await enrolled();
    const fresh = await regenerateRecoveryCodes(member.id, nextCode(secret), t.db);
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recovery[0]);
    await expect(disableTwoFactor(member.id, { code: recovery[0] }, t.db)).rejects.toBeInstanceOf(ApiError);
    await expect(disableTwoFactor(member.id, { password: 'wrong-pass' }, t.db)).rejects.toMatchObject({
      field: 'password',
    });
    await disableTwoFactor(member.id, { password: member.password }, t.db);
    expect((await twoFactorStatus(member.id, t.db)).enabledAt).toBeNull();
    expect(
      await t.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, member.id)),
    ).toHaveLength(0);
    const again = await signIn({ username: member.username, password: member.password }, meta(), t.db);
    expect(again.token).toBeTruthy();

    const other = await enrolled();
    await disableTwoFactor(other.member.id, { code: other.recovery[3] }, t.db);
    expect((await twoFactorStatus(other.member.id, t.db)).enabledAt).toBeNull();
  });
});

describe('an enrolment made before the codes came from @oslojs/otp', () => {
  it('keeps accepting its app’s codes in the same ±1 step window, each step once', async () => {
    const member = await newMember();
    // RFC 6238 appendix B's SHA1 seed, stored as enrolment always stored secrets: sealed bytes.
    const secret = decodeBase32IgnorePadding('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    const secretCipher = sealSecret(secret, member.id);
    await t.db
      .insert(userTwoFactor)
      .values({ userId: member.id, secretCipher, enabledAt: new Date(), lastStep: 0 });
    // The published codes: 081804 at 1111111109 s (step 37037036), 050471 at 1111111111 s (the next step).
    const use = (code: string, seconds: number) =>
      useTotpCode(member.id, code, t.db, { now: seconds * 1000 });

    expect(await use('050471', 1111111111 - 60)).toBe(false);
    expect(await use('081804', 1111111111 + 30)).toBe(false);
    expect(await use('081804', 1111111111)).toBe(true);
    expect(await use('081804', 1111111111)).toBe(false);
    expect(await use('050471', 1111111109)).toBe(true);
    expect(await use('050471', 1111111111)).toBe(false);
  });
});

describe('sign-in with two-factor on', () => {
  it('password sign-in gives a challenge and no session; the code creates the session once', async () => {
    const { member, secret } = await enrolled();
    const sessionsBefore = await t.db.select().from(sessions).where(eq(sessions.userId, member.id));
    const challenge = await challengeFor(member, '/somewhere');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(
      sessionsBefore.length,
    );

    const wrong = await rejection(completeChallenge(challenge.token, '000000', meta(), t.db));
    expect(wrong).toMatchObject({ status: 400, field: 'code' });
    const code = nextCode(secret);
    const done = await completeChallenge(challenge.token, code, meta(), t.db);
    expect(done.redirect).toBe('/somewhere');
    expect((await validateSessionToken(done.token, t.db))?.user.id).toBe(member.id);
    // The challenge served once.
    await expect(completeChallenge(challenge.token, code, meta(), t.db)).rejects.toMatchObject({
      field: 'challenge',
    });
  });

  it('refuses the same TOTP step twice (replay), even on a new challenge', async () => {
    const { member, secret } = await enrolled();
    const code = nextCode(secret);
    await completeChallenge((await challengeFor(member)).token, code, meta(), t.db);
    const replay = await rejection(completeChallenge((await challengeFor(member)).token, code, meta(), t.db));
    expect(replay).toMatchObject({ field: 'code' });
  });

  it('accepts a recovery code once', async () => {
    const { member, recovery } = await enrolled();
    const first = await completeChallenge(
      (await challengeFor(member)).token,
      recovery[0]!.toLowerCase(),
      meta(),
      t.db,
    );
    expect(first.user.id).toBe(member.id);
    const reused = await rejection(
      completeChallenge((await challengeFor(member)).token, recovery[0]!, meta(), t.db),
    );
    expect(reused).toMatchObject({ field: 'code' });
    expect((await twoFactorStatus(member.id, t.db)).recoveryRemaining).toBe(9);
  });

  it('voids a challenge after too many wrong codes', async () => {
    const { member, secret } = await enrolled();
    const challenge = await challengeFor(member);
    for (let i = 0; i < CHALLENGE_MAX_ATTEMPTS; i++) {
      await expect(completeChallenge(challenge.token, '000000', meta(), t.db)).rejects.toMatchObject({
        field: 'code',
      });
    }
    const after = await rejection(completeChallenge(challenge.token, nextCode(secret), meta(), t.db));
    expect(after).toMatchObject({ field: 'challenge' });
  });

  it('refuses an expired challenge', async () => {
    const { member, secret } = await enrolled();
    const old = await createChallenge(member.id, '/', t.db, Date.now() - 6 * 60_000);
    await expect(completeChallenge(old.token, nextCode(secret), meta(), t.db)).rejects.toMatchObject({
      field: 'challenge',
    });
    const [row] = await t.db
      .select()
      .from(twoFactorChallenges)
      .where(eq(twoFactorChallenges.userId, member.id));
    expect(row?.attempts ?? 0).toBe(0);
  });

  it('limits code attempts per member across challenges', async () => {
    const { member } = await enrolled();
    let limited: unknown;
    for (let i = 0; i < 4 && !limited; i++) {
      const challenge = await challengeFor(member);
      for (let j = 0; j < CHALLENGE_MAX_ATTEMPTS; j++) {
        const error = await rejection(completeChallenge(challenge.token, '000000', meta(), t.db));
        if ((error as ApiError).status === 429) {
          limited = error;
          break;
        }
      }
    }
    expect(limited).toMatchObject({ status: 429 });
  });

  it('SMS sign-in of a member with two-factor on needs the second step too', async () => {
    const { member, secret } = await enrolled();
    const phone = `+1555${String(Date.now()).slice(-6)}${counter}`;
    await t.db.update(users).set({ phone }).where(eq(users.id, member.id));
    const sent: string[] = [];
    const provider: SmsProvider = { send: (_phone, text) => Promise.resolve(void sent.push(text)) };
    await sendSmsCode(phone, meta(), provider, 'Plaza', t.db);
    const code = /\b(\d{6})\b/.exec(sent.at(-1) ?? '')?.[1] ?? '';
    const error = await rejection(signInWithSms({ phone, code, redirect: '/sms' }, meta(), t.db));
    expect(error).toBeInstanceOf(TwoFactorRequiredError);
    const done = await completeChallenge(
      (error as TwoFactorRequiredError).challenge.token,
      nextCode(secret),
      meta(),
      t.db,
    );
    expect(done).toMatchObject({ redirect: '/sms', user: { id: member.id } });
  });

  it('the session step every sign-in method shares (OAuth included) refuses a session while two-factor is on', async () => {
    const { member } = await enrolled();
    await expect(createSessionUnlessTwoFactor(member.id, meta(), '/x', t.db)).rejects.toBeInstanceOf(
      TwoFactorRequiredError,
    );
    const plain = await newMember();
    expect((await createSessionUnlessTwoFactor(plain.id, meta(), '/x', t.db)).token).toBeTruthy();
  });
});
