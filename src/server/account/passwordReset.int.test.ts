import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { firstLink, linkToken } from '../../../tests/smtpSink.ts';
import { useSmtpSink } from '../../../tests/useSmtpSink.ts';
import {
  insertMember,
  memberRow,
  openSession,
  sessionIdsOf,
  testMeta,
} from '../../../tests/factories/accountTestKit.ts';
import { ApiError } from '../http/ApiError.ts';
import { signIn } from '../auth/auth.commands.ts';
import { requestPasswordReset, resetPassword } from './passwordReset.commands.ts';
import { RESET_MAIL_ADDRESS_LIMIT } from './accountRateLimits.ts';
import { confirmEnrolment, startEnrolment } from '../twoFactor/enrolment.commands.ts';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { totpCode } from '../../../tests/totpCode.ts';
import { TwoFactorRequiredError } from '../twoFactor/TwoFactorRequiredError.ts';

const t = useTestDatabase();
const sink = useSmtpSink(t);
const context = { origin: 'http://127.0.0.1:4321', siteTitle: 'Plaza' };

const meta = (ip: string) => ({ ...testMeta, ip });

describe('forgot password', () => {
  it('answers the same for an unknown address and mails nobody', async () => {
    const before = sink.messages.length;
    const unknown = await requestPasswordReset('nobody@example.com', meta('198.51.100.1'), context, t.db);
    await unknown.delivery;
    expect(sink.messages.length).toBe(before);
    expect(unknown).toEqual({ delivery: expect.any(Promise) as unknown });
  });

  it('mails a link that resets once, revokes every session and signs in', async () => {
    const userId = await insertMember(t.db, { password: 'forgotten-1' });
    const email = (await memberRow(t.db, userId)).email!;
    await openSession(t.db, userId);
    await openSession(t.db, userId);

    const request = await requestPasswordReset(email, meta('198.51.100.2'), context, t.db);
    await request.delivery;
    const mail = await sink.waitFor((candidate) => candidate.to.includes(email));
    const link = firstLink(mail);
    expect(link.startsWith('http://127.0.0.1:4321/user/password/reset?token=')).toBe(true);

    const outcome = await resetPassword(
      { token: linkToken(link), password: 'remembered-2' },
      meta('198.51.100.2'),
      new Date(),
      t.db,
    );
    expect(outcome.user.id).toBe(userId);
    expect(await sessionIdsOf(t.db, userId)).toEqual([outcome.session.id]);
    expect((await memberRow(t.db, userId)).emailVerified).toBe(true);
    await expect(
      signIn({ username: email, password: 'remembered-2' }, meta('198.51.100.3'), t.db),
    ).resolves.toBeTruthy();

    const reused = await resetPassword(
      { token: linkToken(link), password: 'another-3' },
      meta('198.51.100.2'),
      new Date(),
      t.db,
    ).catch((error: unknown) => error);
    expect(reused).toBeInstanceOf(ApiError);
    expect((reused as ApiError).status).toBe(400);
  });

  it('changes the password but asks a member with two-factor sign-in for the code before any session', async () => {
    const userId = await insertMember(t.db, { password: 'forgotten-1' });
    const row = await memberRow(t.db, userId);
    const pending = await startEnrolment(
      { id: userId, username: row.username, nickname: row.nickname },
      'Plaza',
      t.db,
    );
    await confirmEnrolment(userId, totpCode(decodeBase32IgnorePadding(pending.secret)), t.db);
    await openSession(t.db, userId);

    const request = await requestPasswordReset(row.email!, meta('198.51.100.6'), context, t.db);
    await request.delivery;
    const mail = await sink.waitFor((candidate) => candidate.to.includes(row.email!));
    const outcome = await resetPassword(
      { token: linkToken(firstLink(mail)), password: 'remembered-6' },
      meta('198.51.100.6'),
      new Date(),
      t.db,
    ).catch((error: unknown) => error);

    expect(outcome).toBeInstanceOf(TwoFactorRequiredError);
    expect(await sessionIdsOf(t.db, userId)).toEqual([]);
    const signedIn = await signIn(
      { username: row.email!, password: 'remembered-6' },
      meta('198.51.100.7'),
      t.db,
    ).catch((error: unknown) => error);
    expect(signedIn).toBeInstanceOf(TwoFactorRequiredError);
  });

  it('expires after 30 minutes', async () => {
    const userId = await insertMember(t.db, { password: 'forgotten-1' });
    const email = (await memberRow(t.db, userId)).email!;
    const start = new Date();
    await (
      await requestPasswordReset(email, meta('198.51.100.4'), { ...context, now: start }, t.db)
    ).delivery;
    const token = linkToken(firstLink(await sink.waitFor((candidate) => candidate.to.includes(email))));
    const late = new Date(start.getTime() + 30 * 60 * 1000 + 1);
    await expect(
      resetPassword({ token, password: 'too-late-1' }, meta('198.51.100.4'), late, t.db),
    ).rejects.toBeInstanceOf(ApiError);
    await expect(
      resetPassword({ token, password: 'in-time-1' }, meta('198.51.100.4'), new Date(), t.db),
    ).resolves.toBeTruthy();
  });

  it('limits requests per address whether or not it exists', async () => {
    const address = 'limited@example.com';
    for (let index = 0; index < RESET_MAIL_ADDRESS_LIMIT.limit; index += 1) {
      await requestPasswordReset(address, meta(`198.51.100.${10 + index}`), context, t.db);
    }
    const refused = await requestPasswordReset(address, meta('198.51.100.99'), context, t.db).catch(
      (error: unknown) => error,
    );
    expect((refused as ApiError).status).toBe(429);
  });
});
