import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { startSmtpSink } from '../../../tests/smtpSink.ts';
import { sendSiteMailTo, useSmtpSink } from '../../../tests/useSmtpSink.ts';
import { messages } from '../db/schema/index.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { savePrivateSettings } from '../settings/privateSettings.ts';
import { createMessage } from './createMessage.ts';
import { settleOutbox } from '../outbox/outboxDelivery.ts';
import { outboxEvents } from '../db/schema/index.ts';
import { messageNoticeMail } from './messageEmailNotice.ts';
import { turnOffMail } from '../notifications/turnOffMail.ts';
import { loadNotificationSettings, saveNotificationSettings } from '../notifications/notificationChoices.ts';
import { readUnsubscribeLink } from '../notifications/unsubscribeLink.ts';
import type { NewMessage } from './createMessage.ts';

const t = useTestDatabase();
const rows = commentTestRows(t);
const sink = useSmtpSink(t);
let serial = 0;

/** A reply to the member's comment on a moment: a notice of the kind 'replies', mailed by default. */
const reply = (userId: number, actorId: number): NewMessage => ({
  userId,
  actorId,
  type: 'reply',
  kind: 'moment',
  entityId: 7,
  commentId: 70 + userId,
});

async function member(values: { emailVerified?: boolean } = {}) {
  serial += 1;
  const email = `notice${serial}@plaza.test`;
  const id = await rows.user({ email, emailVerified: values.emailVerified ?? true });
  return { id, email };
}

describe('email notice for new messages', () => {
  it('emails a verified member once per 10 minutes however many messages arrive', async () => {
    const recipient = await member();
    const [actor, other] = await rows.users(2);
    expect(await createMessage(reply(recipient.id, actor!), t.db)).toBe(true);
    expect(await createMessage({ ...reply(recipient.id, other!), commentId: 99 }, t.db)).toBe(true);
    await settleOutbox();
    const mails = sink.to(recipient.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^You have new messages on /);
    expect(mails[0]!.text).toContain('/user/messages');
    expect(mails[0]!.text).toContain('/user/notifications');
    const link = /Stop e-mails like this with one click: (\S+)/.exec(mails[0]!.text)?.[1];
    expect(await readUnsubscribeLink(new URL(link!, 'http://plaza.test').searchParams, t.db)).toEqual({
      userId: recipient.id,
      topic: 'replies',
    });
  });

  it('mails each kind by the member’s choice: likes and follows not by default, replies until turned off', async () => {
    const chooser = await member();
    const [liker, follower, replier, later] = await rows.users(4);
    await createMessage(
      { userId: chooser.id, actorId: liker!, type: 'like', kind: 'moment', entityId: 7 },
      t.db,
    );
    await createMessage({ userId: chooser.id, actorId: follower!, type: 'follow' }, t.db);
    await settleOutbox();
    expect(sink.to(chooser.email)).toEqual([]);
    await turnOffMail(chooser.id, 'replies', t.db);
    await createMessage(reply(chooser.id, replier!), t.db);
    await settleOutbox();
    expect(sink.to(chooser.email)).toEqual([]);
    const settings = await loadNotificationSettings(chooser.id, t.db);
    settings.choices.follows.email = true;
    await saveNotificationSettings(chooser.id, settings, t.db);
    await createMessage({ userId: chooser.id, actorId: later!, type: 'follow' }, t.db);
    await settleOutbox();
    expect(sink.to(chooser.email)).toHaveLength(1);
  });

  it('sends no mail for a forum notice without a kind (moderation), which stays in the message centre', async () => {
    const author = await member();
    const [moderator] = await rows.users(1);
    expect(
      await createMessage(
        { userId: author.id, actorId: moderator!, type: 'sticky', kind: 'moment', entityId: 7 },
        t.db,
      ),
    ).toBe(true);
    await settleOutbox();
    expect(sink.to(author.email)).toEqual([]);
    expect(await t.db.select().from(messages).where(eq(messages.userId, author.id))).toHaveLength(1);
  });

  it('keeps no message-centre row when in-app is off for the kind, and mails it still', async () => {
    const mailOnly = await member();
    const settings = await loadNotificationSettings(mailOnly.id, t.db);
    settings.choices.replies.inApp = false;
    await saveNotificationSettings(mailOnly.id, settings, t.db);
    const [actor] = await rows.users(1);
    expect(await createMessage(reply(mailOnly.id, actor!), t.db)).toBe(true);
    await settleOutbox();
    expect(await t.db.select().from(messages).where(eq(messages.userId, mailOnly.id))).toEqual([]);
    expect(sink.to(mailOnly.email)).toHaveLength(1);
  });

  it('writes the mail in the member’s language, else the site’s', async () => {
    const chinese = await member();
    const settings = await loadNotificationSettings(chinese.id, t.db);
    await saveNotificationSettings(chinese.id, { ...settings, locale: 'zh-CN' }, t.db);
    const english = await member();
    const [actor] = await rows.users(1);
    await createMessage(reply(chinese.id, actor!), t.db);
    await createMessage(reply(english.id, actor!), t.db);
    await settleOutbox();
    expect(sink.to(chinese.email)[0]!.subject).toMatch(/有新消息/);
    expect(sink.to(chinese.email)[0]!.text).toContain('一键退订此类邮件');
    expect(sink.to(english.email)[0]!.subject).toMatch(/^You have new messages on /);
  });

  it('sends nothing to a member without a verified email', async () => {
    const unverified = await member({ emailVerified: false });
    const [actor] = await rows.users(1);
    await createMessage(reply(unverified.id, actor!), t.db);
    await settleOutbox();
    expect(sink.to(unverified.email)).toEqual([]);
  });

  it('keeps the message, and the notice for a retry, when the mail server refuses it', async () => {
    const refusing = await startSmtpSink({ rejectWith: 550 });
    try {
      await sendSiteMailTo(refusing.port, t.db);
      const recipient = await member();
      const [actor] = await rows.users(1);
      expect(await createMessage(reply(recipient.id, actor!), t.db)).toBe(true);
      await settleOutbox();
      expect(await t.db.select().from(messages).where(eq(messages.userId, recipient.id))).toHaveLength(1);
      expect(refusing.messages).toEqual([]);
      const waiting = await t.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'mail.requested'));
      expect(waiting.map((row) => [JSON.parse(row.payload).mail.to, row.attempts])).toEqual([
        [recipient.email, 1],
      ]);
      expect(waiting[0]!.lastError).toMatch(/Mail not sent/);
      await t.db.delete(outboxEvents);
    } finally {
      await sendSiteMailTo(sink.port, t.db);
      await refusing.close();
    }
  });

  it('attempts nothing without SMTP settings, and sends once they are there', async () => {
    const recipient = await member();
    const [actor] = await rows.users(1);
    await savePrivateSettings(
      { smtp: { host: '', port: 25, secure: false, username: '', password: '', from: '' } },
      t.db,
    );
    try {
      expect(await createMessage(reply(recipient.id, actor!), t.db)).toBe(true);
      await settleOutbox();
      expect(await t.db.select().from(outboxEvents)).toEqual([]);
    } finally {
      await sendSiteMailTo(sink.port, t.db);
    }
    // The notice window was not spent on the attempt that did not happen.
    expect(
      await messageNoticeMail({ userId: recipient.id, actorId: actor!, message: { type: 'reply' } }, t.db),
    ).toMatchObject({ to: recipient.email, text: expect.stringContaining('/unsubscribe?') });
  });
});
