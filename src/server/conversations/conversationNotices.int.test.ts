import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { useSmtpSink } from '../../../tests/useSmtpSink.ts';
import { conversationTestKit } from '../../../tests/factories/conversationTestKit.ts';
import { outboxEvents } from '../db/schema/index.ts';
import { deliverDue, settleOutbox } from '../outbox/outboxDelivery.ts';
import { turnOffMail } from '../notifications/turnOffMail.ts';
import { createInProcessFanout } from '../messages/messageFanout.ts';
import { unreadCountStream } from '../messages/unreadCountStream.ts';
import { startConversation } from './startConversation.ts';
import { sendMessage } from './sendMessage.ts';
import { markConversationRead } from './markConversationRead.ts';
import { MESSAGE_NOTICE_DELAY_MS } from './publishMessage.ts';

const t = useTestDatabase();
const kit = conversationTestKit(t);
const sink = useSmtpSink(t);
let serial = 0;

async function recipient() {
  serial += 1;
  const email = `conv${serial}@plaza.test`;
  return { id: await kit.rows.user({ email, emailVerified: true }), email };
}

const body = (content: string) => ({ content, images: [] as string[] });
const afterDelay = () => new Date(Date.now() + MESSAGE_NOTICE_DELAY_MS + 60_000);

async function noticesFor(userId: number) {
  const rows = await t.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'conversation.notice'));
  return rows.map((row) => JSON.parse(row.payload)).filter((event) => event.userId === userId);
}

/** Two pollers at once, as two processes would run them, then the mails they asked for. */
async function deliverFromTwoProcesses() {
  const when = afterDelay();
  await Promise.all([deliverDue(t.db, when), deliverDue(t.db, when)]);
  await settleOutbox();
}

describe('e-mail notices of conversation messages', () => {
  it('records one delayed notice per message and recipient, delivered exactly once under concurrency', async () => {
    const reader = await recipient();
    const senders = await kit.members(4);
    // Four senders start a conversation with the reader at the same moment.
    await Promise.all(
      senders.map(async (sender) =>
        startConversation(await kit.actor(sender), { memberIds: [reader.id], ...body('Hi') }, t.db),
      ),
    );
    const notices = await noticesFor(reader.id);
    expect(notices).toHaveLength(4);
    expect(new Set(notices.map((notice) => notice.messageId)).size).toBe(4);
    // Nothing is due before the delay: a member who is online reads it first.
    expect(await deliverDue(t.db)).toBe(0);
    await deliverFromTwoProcesses();
    const mails = sink.to(reader.email);
    expect(mails).toHaveLength(4);
    expect(mails.every((mail) => /wrote to you on/.test(mail.subject))).toBe(true);
    expect(mails[0]!.text).toMatch(/\/user\/conversations\/\d+/);
    expect(await noticesFor(reader.id)).toEqual([]);
  });

  it('sends none to a member who read the message in time, or turned mail for messages off; one per burst', async () => {
    const reader = await recipient();
    const quiet = await recipient();
    await turnOffMail(quiet.id, 'messages', t.db);
    const [sender] = (await kit.members(1)) as [number];
    const actor = await kit.actor(sender);
    const first = await startConversation(actor, { memberIds: [reader.id, quiet.id], ...body('one') }, t.db);
    await markConversationRead(reader.id, first.conversationId, t.db);
    await deliverFromTwoProcesses();
    expect(sink.to(reader.email)).toEqual([]);
    expect(sink.to(quiet.email)).toEqual([]);

    for (const text of ['two', 'three', 'four']) {
      await sendMessage(actor, { conversationId: first.conversationId, ...body(text) }, t.db);
    }
    await deliverFromTwoProcesses();
    expect(sink.to(reader.email)).toHaveLength(1);
    expect(sink.to(quiet.email)).toEqual([]);
  });
});

describe('the live stream', () => {
  it('sends the unread conversation totals on connect and after each new message', async () => {
    const reader = await recipient();
    const [sender] = (await kit.members(1)) as [number];
    const fanout = createInProcessFanout();
    const abort = new AbortController();
    const response = unreadCountStream(reader.id, { signal: abort.signal, fanout, db: t.db });
    const reader$ = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (pattern: RegExp) => {
      while (!pattern.test(text)) text += decoder.decode((await reader$.read()).value);
    };
    await until(/event: conversations\ndata: \{"conversations":0,"messages":0\}/);
    await startConversation(await kit.actor(sender), { memberIds: [reader.id], ...body('Hi') }, t.db);
    fanout.announce(reader.id);
    await until(/event: conversations\ndata: \{"conversations":1,"messages":1\}/);
    abort.abort();
    await settleOutbox();
  });
});
