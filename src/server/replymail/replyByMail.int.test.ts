import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { AddressInfo } from 'node:net';
import type { SMTPServer } from 'smtp-server';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { useSmtpSink } from '../../../tests/useSmtpSink.ts';
import { conversationTestKit } from '../../../tests/factories/conversationTestKit.ts';
import { TEST_SITE_CONFIG } from '../../../tests/testActor.ts';
import { comments, conversationMessages, inboundMails, moments, users } from '../db/schema/index.ts';
import { saveSiteConfig } from '../site/siteConfig.commands.ts';
import { postComment } from '../comments/postComment.ts';
import { startConversation } from '../conversations/startConversation.ts';
import { deliverDue, settleOutbox } from '../outbox/outboxDelivery.ts';
import { MESSAGE_NOTICE_DELAY_MS } from '../conversations/publishMessage.ts';
import { apiRoute } from '../http/apiRoute.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { createInboundSmtpServer } from './inboundSmtpServer.ts';
import { answerInboundWebhook } from './inboundWebhook.ts';
import { replyAddressFor, replyMailbox } from './replyAddress.ts';
import type { ReplyTarget } from './replyTarget.ts';

const SECRET = 'inbound-test-secret-0123456789';
vi.hoisted(() => {
  process.env.REPLY_MAIL_DOMAIN = 'reply.plaza.test';
  process.env.INBOUND_MAIL_SECRET = 'inbound-test-secret-0123456789';
  process.env.INBOUND_MAIL_MAX_BYTES = '20000';
});

const t = useTestDatabase();
const kit = conversationTestKit(t);
const sink = useSmtpSink(t);
let listener: SMTPServer;
let port = 0;
let serial = 0;

beforeAll(async () => {
  const { antiAbuse, trust, postReview } = TEST_SITE_CONFIG;
  await saveSiteConfig({ antiAbuse, trust, postReview }, t.db);
  listener = createInboundSmtpServer(() => t.db);
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => listener.close(() => resolve()));
});

async function member(locale = '') {
  serial += 1;
  const email = `replier${serial}@mail.test`;
  const id = await kit.rows.user({ email, emailVerified: true, locale });
  return { id, email };
}

/** A moment by its author with a comment by another member, both published through the commands. */
async function commentedMoment(commenterId: number) {
  const author = await kit.rows.user();
  const momentId = await kit.rows.moment(author);
  const posted = await postComment(
    await kit.actor(commenterId),
    {
      entityType: 'moment',
      entityId: momentId,
      content: 'Have you tried turning it off?',
      images: [],
      parentId: 0,
      replyToId: 0,
    },
    t.db,
  );
  return { momentId, commentId: posted.id };
}

async function addressFor(target: ReplyTarget) {
  return replyAddressFor(target, replyMailbox()!, t.db);
}

/** The address a member answers a comment on a moment at (commentedMoment). */
function commentReplyAddress(userId: number, commented: { momentId: number; commentId: number }) {
  const { momentId: entityId, commentId } = commented;
  return addressFor({ type: 'comment', userId, kind: 'moment', entityId, commentId });
}

interface Reply {
  from: string;
  to: string;
  text?: string;
  html?: string;
  messageId?: string;
  envelopeFrom?: string;
}

/** Sends a reply to the listener as a mail server would; the SMTP error when it is refused. */
async function sendOverSmtp(reply: Reply): Promise<{ refused?: string; code?: number }> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({
      from: reply.from,
      to: reply.to,
      subject: 'Re: notice',
      text: reply.text,
      html: reply.html,
      messageId: reply.messageId ?? `<r${(serial += 1)}.${Date.now()}@mail.test>`,
      envelope: { from: reply.envelopeFrom ?? reply.from, to: reply.to },
    });
    return {};
  } catch (error) {
    const { response, responseCode } = error as { response?: string; responseCode?: number };
    return { refused: response ?? String(error), code: responseCode ?? 0 };
  } finally {
    transport.close();
  }
}

async function rawMail(reply: Reply): Promise<Buffer> {
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await stream.sendMail({
    from: reply.from,
    to: reply.to,
    subject: 'Re: notice',
    text: reply.text,
    html: reply.html,
    messageId: reply.messageId ?? `<w${(serial += 1)}.${Date.now()}@mail.test>`,
  });
  return info.message as Buffer;
}

const webhook = apiRoute((context) => answerInboundWebhook(context.request, 'en-US', t.db));

async function postToWebhook(body: BodyInit, headers: Record<string, string>) {
  const request = new Request('http://localhost/api/mail/inbound', { method: 'POST', body, headers });
  const response = await webhook({
    request,
    url: new URL(request.url),
    locals: { requestId: 'test' },
  } as never);
  return { status: response.status, body: await response.json() };
}

/** The address with its signature's first digit changed: well formed, signed by nobody. */
const tampered = (address: string) =>
  address.replace(/\.([0-9a-f])/, (_match, digit: string) => `.${digit === '0' ? '1' : '0'}`);

const bearer = { authorization: `Bearer ${SECRET}` };

async function commentsBy(userId: number) {
  return t.db.select().from(comments).where(eq(comments.userId, userId));
}

async function logOf(sender: string) {
  return t.db.select().from(inboundMails).where(eq(inboundMails.sender, sender));
}

function headerOf(raw: string, name: string): string {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
}

describe('reply by email, over the SMTP listener', () => {
  it('gives a comment notice a Reply-To and the comment, and a reply to it becomes the member’s reply to that comment', async () => {
    const ann = await member();
    const bob = await kit.rows.user({ nickname: 'Bob' });
    const momentId = await kit.rows.moment(ann.id);
    const posted = await postComment(
      await kit.actor(bob),
      {
        entityType: 'moment',
        entityId: momentId,
        content: 'Nice photo!\nWhere was it?',
        images: [],
        parentId: 0,
        replyToId: 0,
      },
      t.db,
    );
    await settleOutbox();
    const [notice] = sink.to(ann.email);
    expect(notice).toBeDefined();
    const text = notice!.text.replace(/\r\n/g, '\n');
    const replyTo = headerOf(notice!.raw, 'Reply-To');
    expect(replyTo).toMatch(/^reply\+\d+m\d+c\d+\.[0-9a-f]{32}@reply\.plaza\.test$/);
    expect(text).toContain('Bob wrote:\n> Nice photo!\n> Where was it?\n\nReply to this e-mail to answer');

    const quoted = notice!.text
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n');
    const sent = await sendOverSmtp({
      from: `Ann <${ann.email.toUpperCase()}>`,
      to: replyTo,
      text: `At the lake, last summer.\n\nOn Sun, Dec 6, 2026 at 6:30 PM Plaza <${replyTo}> wrote:\n${quoted}\n`,
    });
    expect(sent).toEqual({});
    const [reply] = await commentsBy(ann.id);
    expect(reply).toMatchObject({
      content: 'At the lake, last summer.',
      entityId: momentId,
      parentId: posted.id,
      status: ContentStatus.published,
    });
    expect(await logOf(ann.email)).toMatchObject([{ outcome: 'posted', reason: '', userId: ann.id }]);
  });

  it('writes the reply lines in the member’s language', async () => {
    const li = await member('zh-CN');
    const bob = await kit.rows.user({ nickname: '鲍勃' });
    const momentId = await kit.rows.moment(li.id);
    await postComment(
      await kit.actor(bob),
      {
        entityType: 'moment',
        entityId: momentId,
        content: '拍得真好',
        images: [],
        parentId: 0,
        replyToId: 0,
      },
      t.db,
    );
    await settleOutbox();
    const [notice] = sink.to(li.email);
    expect(notice!.text.replace(/\r\n/g, '\n')).toContain(
      '鲍勃 写道：\n> 拍得真好\n\n直接回复这封邮件即可作答',
    );
  });

  it('gives a conversation notice a Reply-To, and a reply to it becomes the member’s message', async () => {
    const ann = await member();
    const bob = await kit.rows.user({ nickname: 'Bob' });
    const started = await startConversation(
      await kit.actor(bob),
      { memberIds: [ann.id], content: 'Lunch tomorrow?', images: [] },
      t.db,
    );
    await deliverDue(t.db, new Date(Date.now() + MESSAGE_NOTICE_DELAY_MS + 60_000));
    await settleOutbox();
    const [notice] = sink.to(ann.email);
    expect(notice!.text).toContain('Reply to this e-mail to answer in the conversation.');
    const replyTo = headerOf(notice!.raw, 'Reply-To');
    expect(replyTo).toMatch(/^reply\+\d+v\d+\.[0-9a-f]{32}@reply\.plaza\.test$/);
    expect(await sendOverSmtp({ from: ann.email, to: replyTo, text: 'Yes, at noon.\n\n-- \nAnn' })).toEqual(
      {},
    );
    const written = await t.db
      .select({ content: conversationMessages.content })
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.conversationId, started.conversationId),
          eq(conversationMessages.senderId, ann.id),
        ),
      );
    expect(written).toEqual([{ content: 'Yes, at noon.' }]);
  });

  it('posts a repeated Message-ID once', async () => {
    const ann = await member();
    const { momentId, commentId } = await commentedMoment(await kit.rows.user());
    const to = await commentReplyAddress(ann.id, { momentId, commentId });
    const messageId = `<same.${Date.now()}@mail.test>`;
    expect(await sendOverSmtp({ from: ann.email, to, text: 'Once only', messageId })).toEqual({});
    expect(await sendOverSmtp({ from: ann.email, to, text: 'Once only', messageId })).toEqual({});
    expect(await commentsBy(ann.id)).toHaveLength(1);
  });

  it('refuses a forged sender, a wrong secret, an HTML-only mail, a huge mail and a reply to a deleted comment, posting nothing', async () => {
    const ann = await member();
    const { momentId, commentId } = await commentedMoment(await kit.rows.user());
    const to = await commentReplyAddress(ann.id, { momentId, commentId });

    const forged = await sendOverSmtp({ from: 'mallory@evil.test', to, text: 'Spam' });
    expect(forged).toMatchObject({ code: 550 });
    expect(forged.refused).toContain('forged-sender');
    const forgedEnvelope = await sendOverSmtp({
      from: ann.email,
      envelopeFrom: 'mallory@evil.test',
      to,
      text: 'Spam',
    });
    expect(forgedEnvelope.refused).toContain('forged-sender');

    const wrongSecret = await sendOverSmtp({ from: ann.email, to: tampered(to), text: 'Hello' });
    expect(wrongSecret).toMatchObject({ code: 550 });
    expect(wrongSecret.refused).toContain('wrong-secret');
    const notOurs = await sendOverSmtp({ from: ann.email, to: 'postmaster@reply.plaza.test', text: 'Hello' });
    expect(notOurs.refused).toContain('bad-address');

    const htmlOnly = await sendOverSmtp({ from: ann.email, to, html: '<p>Only <b>HTML</b></p>' });
    expect(htmlOnly.refused).toContain('html-only');

    const huge = await sendOverSmtp({ from: ann.email, to, text: 'word '.repeat(6000) });
    expect(huge).toMatchObject({ code: 552 });
    expect(huge.refused).toContain('too-large');

    const empty = await sendOverSmtp({ from: ann.email, to, text: '> only the quote\n' });
    expect(empty.refused).toContain('empty');

    await t.db.update(comments).set({ status: ContentStatus.deleted }).where(eq(comments.id, commentId));
    const gone = await sendOverSmtp({ from: ann.email, to, text: 'Too late?' });
    expect(gone.refused).toContain('item-gone');

    expect(await commentsBy(ann.id)).toEqual([]);
    const reasons = (await logOf(ann.email)).map((row) => `${row.outcome}:${row.reason}`);
    expect(reasons.sort()).toEqual(
      [
        'refused:empty',
        'refused:forged-sender',
        'refused:html-only',
        'refused:item-gone',
        'refused:too-large',
      ].sort(),
    );
    expect((await logOf('mallory@evil.test')).map((row) => row.reason)).toEqual(['forged-sender']);
  });

  it('refuses a member who is banned, through the posting gate', async () => {
    const ann = await member();
    const { momentId, commentId } = await commentedMoment(await kit.rows.user());
    const to = await commentReplyAddress(ann.id, { momentId, commentId });
    await t.db
      .update(users)
      .set({ bannedUntil: new Date(Date.now() + 86_400_000), banReason: 'spam' })
      .where(eq(users.id, ann.id));
    const banned = await sendOverSmtp({ from: ann.email, to, text: 'Let me in' });
    expect(banned.refused).toContain('not-allowed');
    expect(await commentsBy(ann.id)).toEqual([]);
  });
});

describe('reply by email, through the provider webhook', () => {
  it('turns a reply into a conversation message by that member, once per Message-ID', async () => {
    const ann = await member();
    const bob = await kit.rows.user();
    const started = await startConversation(
      await kit.actor(bob),
      { memberIds: [ann.id], content: 'Hi Ann', images: [] },
      t.db,
    );
    const to = await addressFor({
      type: 'conversation',
      userId: ann.id,
      conversationId: started.conversationId,
    });
    const raw = await rawMail({
      from: ann.email,
      to,
      text: '你好，鲍勃！\n\n在 2026年12月6日，Plaza 写道：\n> Hi Ann\n',
    });

    const first = await postToWebhook(new Uint8Array(raw), { ...bearer, 'content-type': 'message/rfc822' });
    expect(first).toMatchObject({ status: 200, body: { data: { outcome: 'posted' } } });
    const form = new FormData();
    form.set('email', raw.toString('utf8'));
    const retried = await postToWebhook(form, {
      authorization: `Basic ${Buffer.from(`inbound:${SECRET}`).toString('base64')}`,
    });
    expect(retried).toMatchObject({ status: 200, body: { data: { outcome: 'duplicate' } } });

    const written = await t.db
      .select()
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.conversationId, started.conversationId),
          eq(conversationMessages.senderId, ann.id),
        ),
      );
    expect(written.map((row) => row.content)).toEqual(['你好，鲍勃！']);
  });

  it('answers 401 without the secret and 200 with the reason for a refused mail, posting nothing', async () => {
    const ann = await member();
    const { momentId, commentId } = await commentedMoment(await kit.rows.user());
    const to = await commentReplyAddress(ann.id, { momentId, commentId });
    const raw = () => rawMail({ from: ann.email, to, text: 'Posted?' });

    const noSecret = await postToWebhook(new Uint8Array(await raw()), { 'content-type': 'message/rfc822' });
    expect(noSecret.status).toBe(401);
    const wrong = await postToWebhook(new Uint8Array(await raw()), {
      authorization: `Bearer ${SECRET}x`,
      'content-type': 'message/rfc822',
    });
    expect(wrong.status).toBe(401);
    const noMessage = await postToWebhook('{}', { ...bearer, 'content-type': 'application/json' });
    expect(noMessage.status).toBe(400);

    const forged = await rawMail({ from: 'mallory@evil.test', to, text: 'Spam' });
    const cases: Array<[Buffer, string]> = [
      [forged, 'forged-sender'],
      [await rawMail({ from: ann.email, to: tampered(to), text: 'Hi' }), 'wrong-secret'],
      [await rawMail({ from: ann.email, to, html: '<p>HTML</p>' }), 'html-only'],
      [await rawMail({ from: ann.email, to, text: 'x'.repeat(30_000) }), 'too-large'],
    ];
    for (const [mail, reason] of cases) {
      const answer = await postToWebhook(new Uint8Array(mail), {
        ...bearer,
        'content-type': 'message/rfc822',
      });
      expect(answer, reason).toMatchObject({ status: 200, body: { data: { outcome: 'refused', reason } } });
      expect(answer.body.data.message).not.toBe('');
    }
    await t.db.update(comments).set({ status: ContentStatus.deleted }).where(eq(comments.id, commentId));
    const gone = await postToWebhook(new Uint8Array(await raw()), {
      ...bearer,
      'content-type': 'message/rfc822',
    });
    expect(gone.body.data).toMatchObject({ outcome: 'refused', reason: 'item-gone' });

    // A deleted moment takes its comments' reply addresses with it.
    const other = await commentedMoment(await kit.rows.user());
    const toOther = await commentReplyAddress(ann.id, other);
    await t.db.update(moments).set({ status: ContentStatus.deleted }).where(eq(moments.id, other.momentId));
    const momentGone = await postToWebhook(
      new Uint8Array(await rawMail({ from: ann.email, to: toOther, text: 'Hi' })),
      {
        ...bearer,
        'content-type': 'message/rfc822',
      },
    );
    expect(momentGone.body.data).toMatchObject({ outcome: 'refused', reason: 'item-gone' });
    expect(await commentsBy(ann.id)).toEqual([]);
  });
});
