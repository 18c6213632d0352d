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
import { setEmailNotify } from './setEmailNotify.ts';

const t = useTestDatabase();
const rows = commentTestRows(t);
const sink = useSmtpSink(t);
let serial = 0;

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
    expect(await createMessage({ userId: recipient.id, actorId: actor!, type: 'follow' }, t.db)).toBe(true);
    expect(await createMessage({ userId: recipient.id, actorId: other!, type: 'follow' }, t.db)).toBe(true);
    await settleOutbox();
    const mails = sink.to(recipient.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^You have new messages on /);
    expect(mails[0]!.text).toContain('/user/messages');
    expect(mails[0]!.text).toContain('/user/profile/account');
  });

  it('sends nothing to a member who turned notices off or has no verified email', async () => {
    const off = await member();
    await setEmailNotify(off.id, false, t.db);
    const unverified = await member({ emailVerified: false });
    const [actor] = await rows.users(1);
    await createMessage({ userId: off.id, actorId: actor!, type: 'follow' }, t.db);
    await createMessage({ userId: unverified.id, actorId: actor!, type: 'follow' }, t.db);
    await settleOutbox();
    expect(sink.to(off.email)).toEqual([]);
    expect(sink.to(unverified.email)).toEqual([]);
    await setEmailNotify(off.id, true, t.db);
    const [later] = await rows.users(1);
    await createMessage({ userId: off.id, actorId: later!, type: 'follow' }, t.db);
    await settleOutbox();
    expect(sink.to(off.email)).toHaveLength(1);
  });

  it('keeps the message, and the notice for a retry, when the mail server refuses it', async () => {
    const refusing = await startSmtpSink({ rejectWith: 550 });
    try {
      await sendSiteMailTo(refusing.port, t.db);
      const recipient = await member();
      const [actor] = await rows.users(1);
      expect(await createMessage({ userId: recipient.id, actorId: actor!, type: 'follow' }, t.db)).toBe(true);
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
      expect(await createMessage({ userId: recipient.id, actorId: actor!, type: 'follow' }, t.db)).toBe(true);
      await settleOutbox();
      expect(await t.db.select().from(outboxEvents)).toEqual([]);
    } finally {
      await sendSiteMailTo(sink.port, t.db);
    }
    // The notice window was not spent on the attempt that did not happen.
    expect(await messageNoticeMail({ userId: recipient.id, actorId: actor! }, t.db)).toMatchObject({
      to: recipient.email,
    });
  });
});
