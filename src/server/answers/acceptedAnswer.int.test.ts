import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { feedTestRows } from '../../../tests/factories/feedTestRows.ts';
import { apiErrorOf } from '../../../tests/apiErrorOf.ts';
import { badgeAwards, comments, messages, moments, scoreLogs, users } from '../db/schema/index.ts';
import { settleOutbox } from '../outbox/outboxDelivery.ts';
import { saveSiteConfig } from '../site/siteConfig.commands.ts';
import { acceptAnswer, unacceptAnswer, type AnswerActor } from './acceptedAnswer.commands.ts';
import { deleteComment } from '../comments/deleteComment.ts';
import { moveContentStatus } from '../admincontent/statusTransitions.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import { ScoreSource } from '@/shared/scores/scoreSources.ts';

const test = useTestDatabase();
const rows = feedTestRows(test);
const IP = '203.0.113.9';
const ANSWER_POINTS = 15;

let questionNode: number;
let plainNode: number;
let asker: AnswerActor;
let stranger: AnswerActor;
let moderator: AnswerActor;

beforeAll(async () => {
  await saveSiteConfig({ scoreRules: { moment: 0, comment: 0, checkin: 0, answer: ANSWER_POINTS } }, test.db);
  questionNode = await rows.node('Help', { questions: true });
  plainNode = await rows.node('Chat');
  asker = { id: await rows.user('Asker'), role: 'user' };
  stranger = { id: await rows.user('Stranger'), role: 'user' };
  moderator = { id: await rows.user('Mod', 'moderator'), role: 'moderator' };
});

async function comment(userId: number, momentId: number, values: Partial<typeof comments.$inferInsert> = {}) {
  const [row] = await test.db
    .insert(comments)
    .values({
      entityType: EntityType.moment,
      entityId: momentId,
      userId,
      content: 'Try this',
      images: '[]',
      status: ContentStatus.published,
      ...values,
    })
    .$returningId();
  return row!.id;
}

/** The member's balance, what the ledger sums to, and what the answer sources alone sum to. */
async function standing(userId: number) {
  const [user] = await test.db.select({ score: users.score }).from(users).where(eq(users.id, userId));
  const [ledger] = await test.db
    .select({
      sum: sql<string | null>`sum(${scoreLogs.amount})`,
      answers: sql<
        string | null
      >`sum(case when ${scoreLogs.source} in ('answer', 'answer_back') then ${scoreLogs.amount} end)`,
    })
    .from(scoreLogs)
    .where(eq(scoreLogs.userId, userId));
  return {
    balance: user!.score,
    ledger: Number(ledger?.sum ?? 0),
    fromAnswers: Number(ledger?.answers ?? 0),
  };
}

async function answerOf(momentId: number) {
  const [row] = await test.db
    .select({ answerCommentId: moments.answerCommentId, answerScoreLogId: moments.answerScoreLogId })
    .from(moments)
    .where(eq(moments.id, momentId));
  return row!;
}

async function question(userId = asker.id, nodeId = questionNode) {
  return rows.moment({ userId, nodeId, title: 'How do I?' });
}

describe('acceptAnswer and unacceptAnswer', () => {
  it('accepts, replaces and unaccepts with the ledger exact and a notice for each new answerer', async () => {
    const first = await rows.user('First');
    const second = await rows.user('Second');
    const momentId = await question();
    const firstComment = await comment(first, momentId);
    const secondComment = await comment(second, momentId);

    expect(await acceptAnswer(asker, { momentId, commentId: firstComment }, IP, test.db)).toEqual({
      momentId,
      answerCommentId: firstComment,
    });
    expect(await standing(first)).toEqual({ balance: 15, ledger: 15, fromAnswers: 15 });
    expect((await answerOf(momentId)).answerCommentId).toBe(firstComment);

    // Accepting the same comment again pays nothing more.
    await acceptAnswer(asker, { momentId, commentId: firstComment }, IP, test.db);
    expect(await standing(first)).toEqual({ balance: 15, ledger: 15, fromAnswers: 15 });

    await acceptAnswer(asker, { momentId, commentId: secondComment }, IP, test.db);
    expect(await standing(first)).toEqual({ balance: 0, ledger: 0, fromAnswers: 0 });
    expect(await standing(second)).toEqual({ balance: 15, ledger: 15, fromAnswers: 15 });

    // The points taken back are what was paid, even after the owner changes the amount.
    await saveSiteConfig({ scoreRules: { moment: 0, comment: 0, checkin: 0, answer: 40 } }, test.db);
    expect(await unacceptAnswer(asker, momentId, IP, test.db)).toEqual({ momentId, answerCommentId: null });
    await saveSiteConfig(
      { scoreRules: { moment: 0, comment: 0, checkin: 0, answer: ANSWER_POINTS } },
      test.db,
    );
    expect(await standing(second)).toEqual({ balance: 0, ledger: 0, fromAnswers: 0 });
    expect(await answerOf(momentId)).toEqual({ answerCommentId: null, answerScoreLogId: null });
    // Unaccepting again changes nothing.
    await unacceptAnswer(asker, momentId, IP, test.db);
    expect(await standing(second)).toEqual({ balance: 0, ledger: 0, fromAnswers: 0 });

    // Accepted again after being taken back: paid again, under a new acceptance.
    await acceptAnswer(asker, { momentId, commentId: firstComment }, IP, test.db);
    expect(await standing(first)).toEqual({ balance: 15, ledger: 15, fromAnswers: 15 });

    const notices = await test.db
      .select({ userId: messages.userId, commentId: messages.commentId })
      .from(messages)
      .where(and(eq(messages.type, 'answer_accepted'), eq(messages.entityId, momentId)));
    expect(notices).toEqual(
      expect.arrayContaining([
        { userId: first, commentId: firstComment },
        { userId: second, commentId: secondComment },
      ]),
    );
  });

  it('drops the mark and the points when the answer is deleted by its author or removed by staff', async () => {
    const answerer = await rows.user('Deleter');
    const momentId = await question();
    const answer = await comment(answerer, momentId);
    const other = await comment(answerer, momentId);
    await acceptAnswer(asker, { momentId, commentId: answer }, IP, test.db);
    expect(await standing(answerer)).toEqual({ balance: 15, ledger: 15, fromAnswers: 15 });

    // Deleting another comment of the question leaves the answer alone.
    await deleteComment({ member: { id: answerer, role: 'user' } }, other, test.db);
    expect((await answerOf(momentId)).answerCommentId).toBe(answer);

    await deleteComment({ member: { id: answerer, role: 'user' } }, answer, test.db);
    expect(await answerOf(momentId)).toEqual({ answerCommentId: null, answerScoreLogId: null });
    expect(await standing(answerer)).toEqual({ balance: 0, ledger: 0, fromAnswers: 0 });

    // Staff removing an accepted answer through the content screens does the same.
    const next = await comment(answerer, momentId);
    await acceptAnswer(asker, { momentId, commentId: next }, IP, test.db);
    expect(await standing(answerer)).toEqual({ balance: 15, ledger: 15, fromAnswers: 15 });
    await test.db.transaction((tx) =>
      moveContentStatus(tx, 'comment', next, [ContentStatus.published], ContentStatus.deleted),
    );
    expect(await answerOf(momentId)).toEqual({ answerCommentId: null, answerScoreLogId: null });
    expect(await standing(answerer)).toEqual({ balance: 0, ledger: 0, fromAnswers: 0 });
  });

  it('pays nothing for the author’s own comment, nor when the owner set 0 points', async () => {
    const momentId = await question();
    const own = await comment(asker.id, momentId);
    const before = await standing(asker.id);
    await acceptAnswer(asker, { momentId, commentId: own }, IP, test.db);
    expect(await standing(asker.id)).toEqual(before);
    expect(await answerOf(momentId)).toEqual({ answerCommentId: own, answerScoreLogId: null });

    const helper = await rows.user('Unpaid');
    const other = await comment(helper, momentId);
    await saveSiteConfig({ scoreRules: { moment: 0, comment: 0, checkin: 0, answer: 0 } }, test.db);
    await acceptAnswer(asker, { momentId, commentId: other }, IP, test.db);
    await saveSiteConfig(
      { scoreRules: { moment: 0, comment: 0, checkin: 0, answer: ANSWER_POINTS } },
      test.db,
    );
    expect(await standing(helper)).toEqual({ balance: 0, ledger: 0, fromAnswers: 0 });
    expect((await answerOf(momentId)).answerCommentId).toBe(other);
  });

  it('refuses a member who is not the author (403) and lets staff choose', async () => {
    const helper = await rows.user('Helper');
    const momentId = await question();
    const commentId = await comment(helper, momentId);
    const refused = await apiErrorOf(acceptAnswer(stranger, { momentId, commentId }, IP, test.db));
    expect(refused.status).toBe(403);
    expect((await answerOf(momentId)).answerCommentId).toBeNull();

    await acceptAnswer(moderator, { momentId, commentId }, IP, test.db);
    expect((await answerOf(momentId)).answerCommentId).toBe(commentId);
    expect((await apiErrorOf(unacceptAnswer(stranger, momentId, IP, test.db))).status).toBe(403);
    await unacceptAnswer(moderator, momentId, IP, test.db);
    expect((await answerOf(momentId)).answerCommentId).toBeNull();
    expect(await standing(helper)).toEqual({ balance: 0, ledger: 0, fromAnswers: 0 });
  });

  it('refuses a comment of another moment, a reply, a deleted or held comment', async () => {
    const helper = await rows.user('Elsewhere');
    const momentId = await question();
    const otherMoment = await question();
    const top = await comment(helper, momentId);
    const candidates = [
      await comment(helper, otherMoment),
      await comment(helper, momentId, { parentId: top }),
      await comment(helper, momentId, { status: ContentStatus.deleted }),
      await comment(helper, momentId, { status: ContentStatus.pending }),
    ];
    for (const commentId of candidates) {
      const error = await apiErrorOf(acceptAnswer(asker, { momentId, commentId }, IP, test.db));
      expect([error.status, error.field]).toEqual([400, 'commentId']);
    }
    expect(await answerOf(momentId)).toEqual({ answerCommentId: null, answerScoreLogId: null });
  });

  it('refuses a moment outside a question node (409) and a missing one (404)', async () => {
    const momentId = await question(asker.id, plainNode);
    const commentId = await comment(stranger.id, momentId);
    expect((await apiErrorOf(acceptAnswer(asker, { momentId, commentId }, IP, test.db))).status).toBe(409);
    expect((await answerOf(momentId)).answerCommentId).toBeNull();
    expect(
      (await apiErrorOf(acceptAnswer(asker, { momentId: 987_654, commentId }, IP, test.db))).status,
    ).toBe(404);
  });

  it('leaves one answer and one award when 20 different comments are accepted at once', async () => {
    const momentId = await question();
    const answerers = await Promise.all(Array.from({ length: 20 }, (_, i) => rows.user(`Racer ${i}`)));
    const commentIds = await Promise.all(answerers.map((userId) => comment(userId, momentId)));

    await Promise.all(
      commentIds.map((commentId) => acceptAnswer(asker, { momentId, commentId }, IP, test.db)),
    );

    const { answerCommentId, answerScoreLogId } = await answerOf(momentId);
    const winner = commentIds.indexOf(answerCommentId!);
    expect(winner).toBeGreaterThanOrEqual(0);
    const [paid] = await test.db.select().from(scoreLogs).where(eq(scoreLogs.id, answerScoreLogId!));
    expect(paid).toMatchObject({
      userId: answerers[winner],
      source: ScoreSource.answer,
      amount: ANSWER_POINTS,
    });

    const standings = await Promise.all(answerers.map((userId) => standing(userId)));
    standings.forEach((entry, index) => {
      const expected = index === winner ? ANSWER_POINTS : 0;
      expect(entry, `answerer ${index}`).toEqual({
        balance: expected,
        ledger: expected,
        fromAnswers: expected,
      });
    });
    const [net] = await test.db
      .select({ sum: sql<string>`sum(${scoreLogs.amount})` })
      .from(scoreLogs)
      .where(inArray(scoreLogs.userId, answerers));
    expect(Number(net!.sum)).toBe(ANSWER_POINTS);
  });

  it('gives the answerer the First answer badge through the outbox, never the asker for their own', async () => {
    const momentId = await question();
    const answerer = await rows.user('Helper');
    const own = await comment(asker.id, momentId);
    await acceptAnswer(asker, { momentId, commentId: own }, IP, test.db);
    const theirs = await comment(answerer, momentId);
    await acceptAnswer(asker, { momentId, commentId: theirs }, IP, test.db);
    await settleOutbox();

    const held = await test.db
      .select({ userId: badgeAwards.userId })
      .from(badgeAwards)
      .where(and(eq(badgeAwards.slug, 'first-answer'), inArray(badgeAwards.userId, [asker.id, answerer])));
    expect(held).toEqual([{ userId: answerer }]);
  });
});
