import { beforeEach, describe, expect, it } from 'vitest';
import { apiErrorOf } from '../../../tests/apiErrorOf.ts';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { firstLink, linkToken, startSmtpSink, type SmtpSink } from '../../../tests/smtpSink.ts';
import { sendSiteMailTo, useSmtpSink } from '../../../tests/useSmtpSink.ts';
import {
  insertMember,
  memberRow,
  openSession,
  sessionIdsOf,
} from '../../../tests/factories/accountTestKit.ts';
import { clearPrivateSettingsCache, savePrivateSettings } from '../settings/privateSettings.ts';
import { eq } from 'drizzle-orm';
import { outboxEvents } from '../db/schema/index.ts';
import { deliverDue } from '../outbox/outboxDelivery.ts';
import { verifyPassword } from '../auth/password.ts';
import { usernameSchema } from '@/shared/account/accountSchemas.ts';
import { setUsername } from './username.commands.ts';
import { giveDerivedUsername } from './derivedUsername.ts';
import { mentionedMembersByName } from '../mentions/mentionedMembersByName.ts';
import { requestEmailVerification, verifyEmail } from './emailVerification.commands.ts';
import { changePassword } from './password.commands.ts';
import { isEmailTokenUsable, EmailTokenPurpose } from './emailTokens.ts';

const t = useTestDatabase();
const sink = useSmtpSink(t);
const context = { origin: 'https://plaza.test', siteTitle: 'Plaza' };
const HOUR = 60 * 60 * 1000;

describe('username', () => {
  it('follows SPEC §5: 5–12 of letters, digits, _ and -, starting with a letter', () => {
    for (const good of ['alice', 'a_b-c', 'Abcdefghijkl', 'x1234']) {
      expect(usernameSchema.safeParse({ username: good }).success, good).toBe(true);
    }
    for (const bad of ['abcd', 'abcdefghijklm', '1abcde', '_abcde', 'ab cde', 'abc@de', 'ábcde', '']) {
      expect(usernameSchema.safeParse({ username: bad }).success, bad).toBe(false);
    }
  });

  it('is set once and is unique whatever the case', async () => {
    const first = await insertMember(t.db);
    const second = await insertMember(t.db);
    await setUsername(first, 'Walker', t.db);
    expect((await memberRow(t.db, first)).username).toBe('Walker');

    const again = await apiErrorOf(setUsername(first, 'Runner', t.db));
    expect([again.status, again.field]).toEqual([409, 'username']);
    expect((await memberRow(t.db, first)).username).toBe('Walker');

    const taken = await apiErrorOf(setUsername(second, 'walker', t.db));
    expect(taken.status).toBe(409);
    expect(taken.message).toMatch(/taken/);
    expect((await memberRow(t.db, second)).username).toBeNull();
  });

  it('lets a member replace the name given at sign-up once, and keeps the given one naming them', async () => {
    const member = await insertMember(t.db);
    const other = await insertMember(t.db);
    const given = await giveDerivedUsername(t.db, member, 'Given Name');
    expect(given).toMatch(/^givenname/);
    expect(await mentionedMembersByName([`hi @${given}`], t.db)).toEqual(new Map([[given, member]]));

    await setUsername(member, 'Chosen01', t.db);
    expect(await memberRow(t.db, member)).toMatchObject({ username: 'Chosen01', usernameChosen: true });
    // `@given` in what was written before still names the member, and nobody else can take it.
    expect(await mentionedMembersByName([`hi @${given}`, 'and @chosen01'], t.db)).toEqual(
      new Map([
        ['chosen01', member],
        [given, member],
      ]),
    );
    const taken = await apiErrorOf(setUsername(other, given, t.db));
    expect([taken.status, taken.field]).toEqual([409, 'username']);
    const again = await apiErrorOf(setUsername(member, 'Chosen02', t.db));
    expect(again.status).toBe(409);
    expect((await memberRow(t.db, member)).username).toBe('Chosen01');
  });

  it('lets exactly one of two racing members have a name', async () => {
    const a = await insertMember(t.db);
    const b = await insertMember(t.db);
    const results = await Promise.allSettled([
      setUsername(a, 'racer1', t.db),
      setUsername(b, 'racer1', t.db),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('email verification', () => {
  it('resets verification on change and verifies through a single-use mailed link', async () => {
    const userId = await insertMember(t.db, { emailVerified: true });
    const address = `new-${userId}@example.com`;
    expect(await requestEmailVerification(userId, address, context, t.db)).toBe('sent');
    expect(await memberRow(t.db, userId)).toMatchObject({ email: address, emailVerified: false });

    const mail = await sink.waitFor((candidate) => candidate.to.includes(address));
    expect(mail.subject).toContain('Plaza');
    const link = firstLink(mail);
    expect(link.startsWith('https://plaza.test/user/email/verify?token=')).toBe(true);
    expect(mail.html).toContain('/user/email/verify?token=');

    expect(await verifyEmail(linkToken(link), new Date(), t.db)).toBe(userId);
    expect((await memberRow(t.db, userId)).emailVerified).toBe(true);
    expect(await verifyEmail(linkToken(link), new Date(), t.db)).toBeUndefined();
  });

  it('refuses an expired link, a wrong token, and a link for an address since replaced', async () => {
    const userId = await insertMember(t.db);
    const start = new Date();
    const first = `first-${userId}@example.com`;
    await requestEmailVerification(userId, first, { ...context, now: start }, t.db);
    const expired = linkToken(firstLink(await sink.waitFor((mail) => mail.to.includes(first))));
    expect(await verifyEmail(expired, new Date(start.getTime() + 24 * HOUR + 1000), t.db)).toBeUndefined();
    expect(await verifyEmail('x'.repeat(43), new Date(), t.db)).toBeUndefined();
    expect(await verifyEmail('not a token', new Date(), t.db)).toBeUndefined();
    // The expired check did not use the token up: within the day it still works.
    expect(await isEmailTokenUsable(expired, EmailTokenPurpose.verifyEmail, new Date(), t.db)).toBe(true);

    const second = `second-${userId}@example.com`;
    await requestEmailVerification(userId, second, context, t.db);
    await sink.waitFor((mail) => mail.to.includes(second));
    // A newer link replaces the older one.
    expect(await verifyEmail(expired, new Date(), t.db)).toBeUndefined();
    expect((await memberRow(t.db, userId)).emailVerified).toBe(false);
  });

  it('refuses an address someone else has (409) and leaves a verified address alone', async () => {
    const owner = await insertMember(t.db, { emailVerified: true });
    const ownerEmail = (await memberRow(t.db, owner)).email!;
    const other = await insertMember(t.db);
    const conflict = await apiErrorOf(requestEmailVerification(other, ownerEmail, context, t.db));
    expect([conflict.status, conflict.field]).toEqual([409, 'email']);
    expect(await requestEmailVerification(owner, ownerEmail, context, t.db)).toBe('already-verified');
  });

  it('keeps the verification mail while the mail server is down and sends it once when it is back', async () => {
    const down = await startSmtpSink();
    const port = down.port;
    await down.close();
    await sendSiteMailTo(port, t.db);
    let back: SmtpSink | undefined;
    try {
      const userId = await insertMember(t.db);
      const address = `later-${userId}@example.com`;
      expect(await requestEmailVerification(userId, address, context, t.db)).toBe('queued');
      expect((await memberRow(t.db, userId)).email).toBe(address);
      const [waiting] = await t.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'mail.requested'));
      expect(waiting?.lastError).toMatch(/Mail not sent/);

      back = await startSmtpSink({ port });
      const later = new Date(Date.now() + 60 * 60_000);
      expect(await deliverDue(t.db, later)).toBe(1);
      expect(await deliverDue(t.db, later)).toBe(0);
      const mails = back.to(address);
      expect(mails).toHaveLength(1);
      expect(firstLink(mails[0]!)).toContain('/user/email/verify?token=');
    } finally {
      await sendSiteMailTo(sink.port, t.db);
      await back?.close();
    }
  });
  it('answers "queued", not "sent", when the mail server refuses the mail', async () => {
    const refusing = await startSmtpSink({ rejectWith: 550 });
    await sendSiteMailTo(refusing.port, t.db);
    try {
      const userId = await insertMember(t.db);
      const address = `refused-${userId}@example.com`;
      expect(await requestEmailVerification(userId, address, context, t.db)).toBe('queued');
      expect((await memberRow(t.db, userId)).email).toBe(address);
      expect(refusing.messages).toHaveLength(0);
    } finally {
      await sendSiteMailTo(sink.port, t.db);
      await refusing.close();
    }
  });
});

describe('verification mail without a mail server', () => {
  it('says mail is not set up on this forum and to ask its administrator (503), keeping the change', async () => {
    await savePrivateSettings(
      { smtp: { host: '', port: 587, secure: false, username: '', password: '', from: '' } },
      t.db,
    );
    clearPrivateSettingsCache();
    try {
      const userId = await insertMember(t.db);
      const address = `no-mail-${userId}@example.com`;
      const error = await apiErrorOf(requestEmailVerification(userId, address, context, t.db));
      expect(error.status).toBe(503);
      expect(error.message).toBe(
        "This forum has no mail server set up, so it cannot send email. Please ask the site's administrator.",
      );
      expect((await memberRow(t.db, userId)).email).toBe(address);
    } finally {
      await sendSiteMailTo(sink.port, t.db);
    }
  });
});

describe('password change', () => {
  it('needs the old password and signs out every other session but the current one', async () => {
    const userId = await insertMember(t.db, { password: 'old-secret' });
    const current = await openSession(t.db, userId);
    await openSession(t.db, userId);
    await openSession(t.db, userId);

    const toNewSecret = (oldPassword: string) =>
      changePassword(
        userId,
        current,
        { oldPassword, password: 'new-secret', rePassword: 'new-secret' },
        t.db,
      );

    expect((await apiErrorOf(toNewSecret(''))).field).toBe('oldPassword');
    expect((await apiErrorOf(toNewSecret('nope-nope'))).field).toBe('oldPassword');
    expect(await sessionIdsOf(t.db, userId)).toHaveLength(3);

    await toNewSecret('old-secret');
    expect(await sessionIdsOf(t.db, userId)).toEqual([current]);
    expect(await verifyPassword((await memberRow(t.db, userId)).passwordHash!, 'new-secret')).toBe(true);
  });

  it('sets a first password without an old one', async () => {
    const userId = await insertMember(t.db);
    const current = await openSession(t.db, userId);
    await changePassword(
      userId,
      current,
      { oldPassword: '', password: 'first-pass', rePassword: 'first-pass' },
      t.db,
    );
    expect(await verifyPassword((await memberRow(t.db, userId)).passwordHash!, 'first-pass')).toBe(true);
    expect(await sessionIdsOf(t.db, userId)).toEqual([current]);
  });
});

beforeEach(() => clearPrivateSettingsCache());
