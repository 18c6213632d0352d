import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiErrorOf } from '../../../tests/apiErrorOf.ts';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { conversationTestKit } from '../../../tests/factories/conversationTestKit.ts';
import { moderationLogs, users } from '../db/schema/index.ts';
import { addForbiddenWord } from '../forbiddenWords/forbiddenWords.ts';
import { settleOutbox } from '../outbox/outboxDelivery.ts';
import { createReport, resolveReport } from '../reports/reports.commands.ts';
import { startConversation } from './startConversation.ts';
import { sendMessage } from './sendMessage.ts';
import { readThreadPage } from './conversationThread.queries.ts';
import { conversationUnread } from './conversationUnread.ts';
import { decideHeldMessage, listHeldMessages } from './heldMessageReview.ts';
import { readReportedConversation } from './reportedConversation.ts';

const t = useTestDatabase();
const kit = conversationTestKit(t);
const body = (content: string) => ({ content, images: [] as string[] });
const staff = (id: number, role: 'moderator' | 'user' = 'moderator') => ({
  actor: { id, role },
  reason: '',
  ip: '',
});

async function moderator(): Promise<number> {
  const id = await kit.rows.user();
  await t.db.update(users).set({ role: 'moderator' }).where(eq(users.id, id));
  return id;
}

describe('forbidden words hold a message for review', () => {
  it('shows it pending to its sender only, and to the others once approved', async () => {
    const [a, b] = (await kit.members(2)) as [number, number];
    const mod = await moderator();
    await addForbiddenWord({ pattern: 'spamword', isRegex: false }, { actorId: mod, ip: '' }, t.db);
    const { conversationId } = await startConversation(
      await kit.actor(a),
      { memberIds: [b], ...body('hello') },
      t.db,
    );
    const held = await sendMessage(await kit.actor(a), { conversationId, ...body('buy spamword') }, t.db);
    expect(held.pending).toBe(true);
    const mine = await readThreadPage(conversationId, a, {}, t.db);
    expect(mine.messages.map((message) => [message.content, message.pending])).toEqual([
      ['hello', false],
      ['buy spamword', true],
    ]);
    expect(
      (await readThreadPage(conversationId, b, {}, t.db)).messages.map((message) => message.content),
    ).toEqual(['hello']);
    expect(await conversationUnread(b, t.db)).toEqual({ conversations: 1, messages: 1 });
    const queue = await listHeldMessages(undefined, t.db);
    expect(queue.results.map((item) => [item.id, item.heldBy])).toEqual([[held.id, ['spamword']]]);

    expect(await apiErrorOf(decideHeldMessage(held.id, 'approve', staff(a, 'user'), t.db))).toMatchObject({
      status: 403,
    });
    await decideHeldMessage(held.id, 'approve', staff(mod), t.db);
    expect(
      (await readThreadPage(conversationId, b, {}, t.db)).messages.map((message) => message.pending),
    ).toEqual([false, false]);
    expect(await conversationUnread(b, t.db)).toEqual({ conversations: 1, messages: 2 });
    expect(await apiErrorOf(decideHeldMessage(held.id, 'approve', staff(mod), t.db))).toMatchObject({
      status: 404,
    });

    const rejected = await sendMessage(
      await kit.actor(a),
      { conversationId, ...body('spamword again') },
      t.db,
    );
    await decideHeldMessage(rejected.id, 'reject', { ...staff(mod), reason: 'spam' }, t.db);
    expect((await readThreadPage(conversationId, a, {}, t.db)).messages).toHaveLength(2);
    expect(await conversationUnread(b, t.db)).toEqual({ conversations: 1, messages: 2 });
    expect((await listHeldMessages(undefined, t.db)).results).toEqual([]);
    await settleOutbox();
  });
});

describe('reports and staff reading', () => {
  it('lets staff read a conversation only while a member’s report of it is open, and audits it', async () => {
    const [a, b, stranger] = (await kit.members(3)) as [number, number, number];
    const mod = await moderator();
    const { conversationId } = await startConversation(
      await kit.actor(a),
      { memberIds: [b], ...body('private') },
      t.db,
    );
    const look = () =>
      readReportedConversation(
        conversationId,
        undefined,
        { actor: { id: mod, role: 'moderator' }, ip: '' },
        t.db,
      );
    expect(await apiErrorOf(look())).toMatchObject({ status: 404 });
    // Only a member may report it; to anyone else it does not exist.
    const outsider = { targetType: 'conversation' as const, targetId: conversationId, reason: 'curious' };
    expect(await apiErrorOf(createReport({ id: stranger }, outsider, t.db))).toMatchObject({ status: 404 });
    const report = await createReport({ id: b }, { ...outsider, reason: 'harassment' }, t.db);
    // A plain member is refused even with the report open.
    expect(
      await apiErrorOf(
        readReportedConversation(conversationId, undefined, { actor: { id: a, role: 'user' }, ip: '' }, t.db),
      ),
    ).toMatchObject({ status: 403 });
    const read = await look();
    expect(read.messages.map((message) => message.content)).toEqual(['private']);
    expect(read.members.map((member) => member.id).sort()).toEqual([a, b].sort());
    const audit = await t.db
      .select()
      .from(moderationLogs)
      .where(
        and(eq(moderationLogs.action, 'conversation.read'), eq(moderationLogs.targetId, conversationId)),
      );
    expect(audit.map((row) => row.actorId)).toEqual([mod]);

    await resolveReport(
      { id: report.id, outcome: 'dismiss', note: '', deleteContent: false },
      staff(mod),
      t.db,
    );
    expect(await apiErrorOf(look())).toMatchObject({ status: 404 });
    await settleOutbox();
  });
});
