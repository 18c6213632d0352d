import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiErrorOf } from '../../../tests/apiErrorOf.ts';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { conversationTestKit } from '../../../tests/factories/conversationTestKit.ts';
import { messages, users } from '../db/schema/index.ts';
import { changeBlock } from '../blocks/changeBlock.ts';
import { addForbiddenWord, deleteForbiddenWord } from '../forbiddenWords/forbiddenWords.ts';
import { settleOutbox } from '../outbox/outboxDelivery.ts';
import { listMessages } from '../messages/listMessages.ts';
import { startConversation } from './startConversation.ts';
import { sendMessage } from './sendMessage.ts';
import { leaveConversation } from './leaveConversation.ts';
import { decideHeldMessage } from './heldMessageReview.ts';
import { readThreadPage } from './conversationThread.queries.ts';
import { notifyApprovedMessageMentions } from './conversationMentions.ts';
import { messageLink } from '@/shared/messages/messageLink.ts';
import { MessageTargetType } from '@/shared/messages/messageTargets.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';

const t = useTestDatabase();
const kit = conversationTestKit(t);
const body = (content: string) => ({ content, images: [] as string[] });
let serial = 0;
let mod = 0;
let heldWord = 0;

/** Members with a username (`convm{n}x`), as a comment's or message's `@username` names them. */
async function named(count: number): Promise<Array<{ id: number; name: string }>> {
  const found = [];
  for (let i = 0; i < count; i++) {
    serial += 1;
    const name = `convm${serial}x`;
    found.push({ id: await kit.rows.user({ username: name }), name });
  }
  return found;
}

async function actor(id: number, config: Partial<SiteConfig> = {}) {
  return kit.actor(id, config);
}

async function mentionMessages(userId: number) {
  return t.db
    .select({
      actorId: messages.actorId,
      entityType: messages.entityType,
      entityId: messages.entityId,
      commentId: messages.commentId,
    })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.type, 'mention')));
}

beforeAll(async () => {
  mod = await kit.rows.user();
  await t.db.update(users).set({ role: 'moderator' }).where(eq(users.id, mod));
  heldWord = (
    await addForbiddenWord({ pattern: 'holdmention', isRegex: false }, { actorId: mod, ip: '' }, t.db)
  ).id;
});

afterAll(async () => {
  await deleteForbiddenWord(heldWord, { actorId: mod, ip: '' }, t.db);
  await settleOutbox();
});

describe('mentions in conversation messages', () => {
  it('notifies each member in the conversation once, never the author or anyone outside', async () => {
    const [a, b, c, outside] = await named(4);
    const { conversationId, id: first } = await startConversation(
      await actor(a!.id),
      { memberIds: [b!.id, c!.id], ...body(`hi @${b!.name} and @${outside!.name} and @${a!.name}`) },
      t.db,
    );
    const toB = { actorId: a!.id, entityType: MessageTargetType.conversation, entityId: conversationId };
    expect(await mentionMessages(b!.id)).toEqual([{ ...toB, commentId: first }]);
    expect(await mentionMessages(outside!.id)).toEqual([]);
    expect(await mentionMessages(a!.id)).toEqual([]);
    expect(await mentionMessages(c!.id)).toEqual([]);

    const second = await sendMessage(
      await actor(a!.id),
      { conversationId, ...body(`@${b!.name} @${b!.name.toUpperCase()} again, @${c!.name}`) },
      t.db,
    );
    expect(await mentionMessages(b!.id)).toEqual([
      { ...toB, commentId: first },
      { ...toB, commentId: second.id },
    ]);
    expect(await mentionMessages(c!.id)).toEqual([{ ...toB, commentId: second.id }]);

    // The message centre says where: the conversation, with no title to show.
    const centre = await listMessages(c!.id, undefined, t.db);
    expect(centre.results[0]).toMatchObject({
      type: 'mention',
      target: { kind: 'conversation', id: conversationId, title: '' },
      commentId: second.id,
    });
    expect(messageLink(centre.results[0]!)).toBe(`/user/conversations/${conversationId}`);

    // A member who left is outside the conversation now.
    await leaveConversation(c!.id, conversationId, t.db);
    await sendMessage(await actor(b!.id), { conversationId, ...body(`@${c!.name} are you there?`) }, t.db);
    expect(await mentionMessages(c!.id)).toHaveLength(1);
  });

  it('links the @username of members in the thread, from one look-up per page', async () => {
    const [a, b] = await named(2);
    const { conversationId } = await startConversation(
      await actor(a!.id),
      { memberIds: [b!.id], ...body(`hello @${b!.name}, @nobody_here_x and mail@${a!.name}`) },
      t.db,
    );
    const [message] = (await readThreadPage(conversationId, b!.id, {}, t.db)).messages;
    expect(message!.mentions).toEqual({ [b!.name]: b!.id });
  });

  it('refuses more members than the cap with a 400 on content, and notifies nobody with mentions off', async () => {
    const [a, b, c] = await named(3);
    const { conversationId } = await startConversation(
      await actor(a!.id),
      { memberIds: [b!.id, c!.id], ...body('hello') },
      t.db,
    );
    const capped = await actor(a!.id, { mentions: { maxPerItem: 1 } });
    const refused = await apiErrorOf(
      sendMessage(capped, { conversationId, ...body(`@${b!.name} @${c!.name}`) }, t.db),
    );
    expect(refused).toMatchObject({ status: 400, field: 'content' });
    expect(refused.message).toContain('1');
    const off = await actor(a!.id, { mentions: { maxPerItem: 0 } });
    await sendMessage(off, { conversationId, ...body(`@${b!.name} @${c!.name}`) }, t.db);
    expect(await mentionMessages(b!.id)).toEqual([]);
    expect(await mentionMessages(c!.id)).toEqual([]);
  });

  it('notifies a held message only on approval, once however often it is republished, never a blocker', async () => {
    const [a, b, c] = await named(3);
    const { conversationId } = await startConversation(
      await actor(a!.id),
      { memberIds: [b!.id, c!.id], ...body('hello') },
      t.db,
    );
    const held = await sendMessage(
      await actor(a!.id),
      { conversationId, ...body(`@${b!.name} @${c!.name} holdmention`) },
      t.db,
    );
    expect(held.pending).toBe(true);
    expect(await mentionMessages(b!.id)).toEqual([]);
    // Blocked after the send: the approval notifies the others, not the blocker.
    await changeBlock(c!.id, a!.id, true, t.db);

    const approvals = await Promise.allSettled([
      decideHeldMessage(
        held.id,
        'approve',
        { actor: { id: mod, role: 'moderator' }, reason: '', ip: '' },
        t.db,
      ),
      decideHeldMessage(
        held.id,
        'approve',
        { actor: { id: mod, role: 'moderator' }, reason: '', ip: '' },
        t.db,
      ),
    ]);
    expect(approvals.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const expected = [
      {
        actorId: a!.id,
        entityType: MessageTargetType.conversation,
        entityId: conversationId,
        commentId: held.id,
      },
    ];
    expect(await mentionMessages(b!.id)).toEqual(expected);
    expect(await mentionMessages(c!.id)).toEqual([]);

    // A repeated notice of the published message (a retry, a second caller) tells nobody again.
    const again = await t.db.transaction((tx) => notifyApprovedMessageMentions(tx, held.id, 10));
    expect(again.notified).toEqual([]);
    const racing = await Promise.all([
      t.db.transaction((tx) => notifyApprovedMessageMentions(tx, held.id, 10)),
      t.db.transaction((tx) => notifyApprovedMessageMentions(tx, held.id, 10)),
    ]);
    expect(racing.flatMap((notices) => notices.notified)).toEqual([]);
    expect(await mentionMessages(b!.id)).toEqual(expected);
  });

  it('notifies once when the same message is noticed twice at the same time', async () => {
    const [a, b] = await named(2);
    const { conversationId } = await startConversation(
      await actor(a!.id, { mentions: { maxPerItem: 0 } }),
      { memberIds: [b!.id], ...body(`hi @${b!.name}`) },
      t.db,
    );
    expect(await mentionMessages(b!.id)).toEqual([]);
    const [message] = (await readThreadPage(conversationId, b!.id, {}, t.db)).messages;
    const racing = await Promise.all([
      t.db.transaction((tx) => notifyApprovedMessageMentions(tx, message!.id, 10)),
      t.db.transaction((tx) => notifyApprovedMessageMentions(tx, message!.id, 10)),
    ]);
    expect(racing.flatMap((notices) => notices.notified)).toEqual([b!.id]);
    expect(await mentionMessages(b!.id)).toHaveLength(1);
  });
});
