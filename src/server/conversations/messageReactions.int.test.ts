import { describe, expect, it } from 'vitest';
import { apiErrorOf } from '../../../tests/apiErrorOf.ts';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { conversationTestKit } from '../../../tests/factories/conversationTestKit.ts';
import { startConversation } from './startConversation.ts';
import { leaveConversation } from './leaveConversation.ts';
import { readThreadPage } from './conversationThread.queries.ts';
import { reactToMessage } from './reactToMessage.ts';
import { LikedEntityType } from '@/shared/content/entityType.ts';
import type { ReactionEmoji } from '@/shared/reactions/reactionEmoji.ts';

const t = useTestDatabase();
const kit = conversationTestKit(t);
const ENABLED: ReactionEmoji[] = ['👍', '🎉', '🔥'];
const CHOICES: Array<ReactionEmoji | '' | null> = ['👍', '🎉', '🔥', '', null];

async function started(from: number, to: number[]) {
  return startConversation(await kit.actor(from), { memberIds: to, content: 'Hello', images: [] }, t.db);
}

async function likeRows(messageId: number) {
  const [rows] = await t.pool.query(
    'SELECT user_id, reaction FROM likes WHERE entity_type = ? AND entity_id = ? ORDER BY user_id',
    [LikedEntityType.message, messageId],
  );
  return rows as Array<{ user_id: number; reaction: number }>;
}

describe('reactToMessage', () => {
  it('lets the members like, change and take off, shown with the message to both', async () => {
    const [a, b] = (await kit.members(2)) as [number, number];
    const sent = await started(a, [b]);
    expect(await reactToMessage(b, sent.id, '🎉', ENABLED, t.db)).toEqual([
      expect.objectContaining({ userId: b, reaction: '🎉' }),
    ]);
    await reactToMessage(a, sent.id, '', ENABLED, t.db);
    const page = await readThreadPage(sent.conversationId, a, {}, t.db);
    expect(page.messages[0]?.reactions.map((r) => [r.userId, r.reaction])).toEqual([
      [a, ''],
      [b, '🎉'],
    ]);
    expect(await reactToMessage(b, sent.id, null, ENABLED, t.db)).toEqual([
      expect.objectContaining({ userId: a, reaction: '' }),
    ]);
    // No emoji counts for a message: its likes are its count (decision 080).
    const [counts] = await t.pool.query('SELECT COUNT(*) AS n FROM reaction_counts WHERE entity_type = ?', [
      LikedEntityType.message,
    ]);
    expect(Number((counts as Array<{ n: number }>)[0]?.n)).toBe(0);
  });

  it('refuses a member outside the conversation, or one who left, with a 404, and an emoji not enabled with a 400', async () => {
    const [a, b, outsider] = (await kit.members(3)) as [number, number, number];
    const sent = await started(a, [b]);
    expect((await apiErrorOf(reactToMessage(outsider, sent.id, '', ENABLED, t.db))).status).toBe(404);
    expect((await apiErrorOf(reactToMessage(outsider, 987654321, '', ENABLED, t.db))).status).toBe(404);
    expect((await apiErrorOf(reactToMessage(b, sent.id, '🚀', ENABLED, t.db))).status).toBe(400);
    await leaveConversation(b, sent.conversationId, t.db);
    expect((await apiErrorOf(reactToMessage(b, sent.id, '', ENABLED, t.db))).status).toBe(404);
    expect(await likeRows(sent.id)).toEqual([]);
  });

  it('keeps one like per member under 100 concurrent changes by each of the two members', async () => {
    const [a, b] = (await kit.members(2)) as [number, number];
    const sent = await started(a, [b]);
    const changes = Array.from({ length: 200 }, (_, index) =>
      reactToMessage(index % 2 ? a : b, sent.id, CHOICES[index % CHOICES.length]!, ENABLED, t.db),
    );
    await Promise.all(changes);
    const rows = await likeRows(sent.id);
    expect(rows.length).toBeLessThanOrEqual(2);
    const page = await readThreadPage(sent.conversationId, a, {}, t.db);
    expect(page.messages[0]?.reactions.length).toBe(rows.length);
  });
});
