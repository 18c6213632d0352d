import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiErrorOf } from '../../../tests/apiErrorOf.ts';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { conversationTestKit } from '../../../tests/factories/conversationTestKit.ts';
import { conversationMembers } from '../db/schema/index.ts';
import { changeBlock } from '../blocks/changeBlock.ts';
import { settleOutbox } from '../outbox/outboxDelivery.ts';
import { startConversation } from './startConversation.ts';
import { sendMessage } from './sendMessage.ts';
import { leaveConversation } from './leaveConversation.ts';
import { markConversationRead } from './markConversationRead.ts';
import { listConversations } from './conversationList.queries.ts';
import { readConversationDetail, readThreadPage } from './conversationThread.queries.ts';
import { conversationUnread } from './conversationUnread.ts';
import { suggestMembers } from './memberSuggestions.ts';
import { mentionSourceOfMessage } from './conversationMentions.ts';
import { DEFAULT_SITE_CONFIG } from '@/shared/site/siteConfig.ts';
import { sendMessageSchema } from '@/shared/conversations/conversationSchemas.ts';

const t = useTestDatabase();
const kit = conversationTestKit(t);
const body = (content: string) => ({ content, images: [] as string[] });

async function start(senderId: number, memberIds: number[], content = 'Hello') {
  return startConversation(await kit.actor(senderId), { memberIds, ...body(content) }, t.db);
}

async function send(senderId: number, conversationId: number, content = 'Again') {
  return sendMessage(await kit.actor(senderId), { conversationId, ...body(content) }, t.db);
}

async function unreadOf(userId: number, conversationId: number): Promise<number> {
  const [row] = await t.db
    .select({ unread: conversationMembers.unreadCount })
    .from(conversationMembers)
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
    );
  return row!.unread;
}

describe('starting a conversation', () => {
  it('lets a member write to others, who see it unread in their list', async () => {
    const [a, b, c] = (await kit.members(3)) as [number, number, number];
    const sent = await start(a, [b, c, b, a], 'Hi both');
    expect(sent.pending).toBe(false);
    const detail = await readConversationDetail(sent.conversationId, b, t.db);
    expect(detail.members.map((member) => member.id).sort()).toEqual([a, b, c].sort());
    const list = await listConversations(b, undefined, t.db);
    expect(list.results).toHaveLength(1);
    expect(list.results[0]).toMatchObject({ id: sent.conversationId, unreadCount: 1 });
    expect(list.results[0]!.others.map((other) => other.id).sort()).toEqual([a, c].sort());
    expect(list.results[0]!.lastMessage).toMatchObject({ senderId: a, preview: 'Hi both' });
    expect(await conversationUnread(b, t.db)).toEqual({ conversations: 1, messages: 1 });
    expect(await conversationUnread(a, t.db)).toEqual({ conversations: 0, messages: 0 });
    await settleOutbox();
  });

  it('refuses more others than the owner allows, nobody at all, and members who do not exist', async () => {
    const [a, b, c] = (await kit.members(3)) as [number, number, number];
    const narrow = await kit.actor(a, { conversations: { enabled: true, maxMembers: 1 } });
    const tooMany = await apiErrorOf(startConversation(narrow, { memberIds: [b, c], ...body('x') }, t.db));
    expect(tooMany).toMatchObject({ status: 400, field: 'memberIds' });
    expect(tooMany.message).toContain('1');
    expect(await apiErrorOf(start(a, [a]))).toMatchObject({ status: 400 });
    expect(await apiErrorOf(start(a, [b, 99_999_999]))).toMatchObject({ status: 404 });
    expect((await listConversations(b, undefined, t.db)).results).toHaveLength(0);
  });

  it('answers 404 when the owner turned conversations off', async () => {
    const [a, b] = (await kit.members(2)) as [number, number];
    const off = await kit.actor(a, {
      conversations: { ...DEFAULT_SITE_CONFIG.conversations, enabled: false },
    });
    expect(await apiErrorOf(startConversation(off, { memberIds: [b], ...body('x') }, t.db))).toMatchObject({
      status: 404,
    });
  });
});

describe('blocks', () => {
  it('refuses starting with a member who blocked the sender, and sending where any remaining member did', async () => {
    const [a, b, c] = (await kit.members(3)) as [number, number, number];
    await changeBlock(b, a, true, t.db);
    const refused = await apiErrorOf(start(a, [b, c]));
    expect(refused).toMatchObject({ status: 403 });
    expect(refused.message).toMatch(/blocked you/);
    expect((await listConversations(c, undefined, t.db)).results).toHaveLength(0);

    const { conversationId } = await start(c, [a, b]);
    expect(await apiErrorOf(send(a, conversationId))).toMatchObject({ status: 403 });
    // Once the blocker leaves, the others may write again.
    await leaveConversation(b, conversationId, t.db);
    expect((await send(a, conversationId)).pending).toBe(false);
    // The blocker can still write to the one they blocked: a block stops the blocked, not the blocker.
    const back = await start(b, [a]);
    expect(back.pending).toBe(false);
  });
});

describe('membership', () => {
  it('answers 404 to non-members reading, writing, marking read, leaving', async () => {
    const [a, b, stranger] = (await kit.members(3)) as [number, number, number];
    const { conversationId } = await start(a, [b]);
    const attempts: Array<() => Promise<unknown>> = [
      () => readThreadPage(conversationId, stranger, {}, t.db),
      () => readConversationDetail(conversationId, stranger, t.db),
      () => send(stranger, conversationId),
      () => markConversationRead(stranger, conversationId, t.db),
      () => leaveConversation(stranger, conversationId, t.db),
      () => readThreadPage(99_999_999, a, {}, t.db),
    ];
    for (const attempt of attempts) {
      expect(await apiErrorOf(attempt())).toMatchObject({ status: 404, errorCode: 4 });
    }
  });

  it('a member who left sees nothing of it and cannot write; the others carry on', async () => {
    const [a, b, c] = (await kit.members(3)) as [number, number, number];
    const { conversationId } = await start(a, [b, c]);
    await leaveConversation(b, conversationId, t.db);
    expect((await listConversations(b, undefined, t.db)).results).toHaveLength(0);
    expect(await conversationUnread(b, t.db)).toEqual({ conversations: 0, messages: 0 });
    expect(await apiErrorOf(send(b, conversationId))).toMatchObject({ status: 404 });
    expect(await apiErrorOf(readThreadPage(conversationId, b, {}, t.db))).toMatchObject({ status: 404 });
    await send(c, conversationId, 'Still here');
    expect(await unreadOf(b, conversationId)).toBe(0);
    expect(await unreadOf(a, conversationId)).toBe(1);
    const detail = await readConversationDetail(conversationId, a, t.db);
    expect(detail.members.map((member) => member.id).sort()).toEqual([a, c].sort());
  });
});

describe('reading', () => {
  it('pages the thread back oldest-to-newest and reads new ones after an id', async () => {
    const [a, b] = (await kit.members(2)) as [number, number];
    const { conversationId } = await start(a, [b], 'm0');
    for (let i = 1; i < 5; i++) await send(i % 2 ? b : a, conversationId, `m${i}`);
    const newest = await readThreadPage(conversationId, a, {}, t.db, 2);
    expect(newest.messages.map((message) => message.content)).toEqual(['m3', 'm4']);
    expect(newest.hasOlder).toBe(true);
    const older = await readThreadPage(conversationId, a, { before: newest.messages[0]!.id }, t.db, 2);
    expect(older.messages.map((message) => message.content)).toEqual(['m1', 'm2']);
    const oldest = await readThreadPage(conversationId, a, { before: older.messages[0]!.id }, t.db, 2);
    expect(oldest).toMatchObject({ hasOlder: false });
    expect(oldest.messages.map((message) => message.content)).toEqual(['m0']);
    const after = await readThreadPage(conversationId, a, { after: older.messages[1]!.id }, t.db);
    expect(after.messages.map((message) => message.content)).toEqual(['m3', 'm4']);
  });

  it('counts unread per member and clears it on reading', async () => {
    const [a, b] = (await kit.members(2)) as [number, number];
    const { conversationId } = await start(a, [b]);
    await send(a, conversationId);
    await send(a, conversationId);
    expect(await unreadOf(b, conversationId)).toBe(3);
    expect(await conversationUnread(b, t.db)).toEqual({ conversations: 1, messages: 3 });
    await markConversationRead(b, conversationId, t.db);
    expect(await unreadOf(b, conversationId)).toBe(0);
    await send(b, conversationId);
    expect(await unreadOf(b, conversationId)).toBe(0);
    expect(await unreadOf(a, conversationId)).toBe(1);
  });

  it('keeps unread counts exact under concurrent sends', async () => {
    const members = await kit.members(5);
    const [a, ...others] = members as [number, ...number[]];
    const { conversationId } = await start(a, others);
    await Promise.all(
      others.flatMap((sender) => [send(sender, conversationId), send(sender, conversationId)]),
    );
    // a: 2 from each of 4; each other member: the first message plus 2 from each of the 3 others.
    expect(await unreadOf(a, conversationId)).toBe(8);
    for (const member of others) expect(await unreadOf(member, conversationId)).toBe(7);
    await settleOutbox();
  });

  it('keeps a message’s uploaded images and refuses any other address', async () => {
    const [a, b] = (await kit.members(2)) as [number, number];
    const { conversationId } = await start(a, [b]);
    const image = '/uploads/2026/11/0123456789abcdef0123456789abcdef.png';
    const input = sendMessageSchema.parse({ conversationId, content: '  Look\r\n', images: [image] });
    expect(input.content).toBe('Look');
    await sendMessage(await kit.actor(a), input, t.db);
    const page = await readThreadPage(conversationId, b, {}, t.db);
    expect(page.messages.at(-1)).toMatchObject({ content: 'Look', images: [image] });
    for (const images of [['https://evil.example/x.png'], [image, image, image, image]]) {
      expect(sendMessageSchema.safeParse({ conversationId, content: 'x', images }).success).toBe(false);
    }
    expect(sendMessageSchema.safeParse({ conversationId, content: '   ' }).success).toBe(false);
  });

  it('suggests members by username or nickname prefix, Chinese nicknames too', async () => {
    const [viewer] = (await kit.members(1)) as [number];
    const zhang = await kit.rows.user({ nickname: '张小明' });
    const ada = await kit.rows.user({ nickname: 'Someone', username: `adaconv${Date.now() % 100000}` });
    expect((await suggestMembers(viewer, '张小', t.db)).map((user) => user.id)).toEqual([zhang]);
    expect((await suggestMembers(viewer, 'adaconv', t.db)).map((user) => user.id)).toEqual([ada]);
    expect(await suggestMembers(viewer, '%', t.db)).toEqual([]);
  });

  it('gives the mentions helper a published message with the members who may be told', async () => {
    const [a, b, c] = (await kit.members(3)) as [number, number, number];
    const sent = await start(a, [b, c], 'Hi @someone');
    await leaveConversation(c, sent.conversationId, t.db);
    expect(await mentionSourceOfMessage(sent.id, t.db)).toMatchObject({
      authorId: a,
      text: 'Hi @someone',
      audience: [b],
      href: `/user/conversations/${sent.conversationId}`,
    });
  });
});
