import { and, eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { comments, moments, nodes, scoreLogs } from '../db/schema/index.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { ApiError } from '../http/ApiError.ts';
import { recordAction } from '../moderation/recordAction.ts';
import { awardScoreInTransaction } from '../scores/awardScore.ts';
import { noteScoreChange } from '../scores/scoreRankingCache.ts';
import { getSiteConfig } from '../site/siteConfig.queries.ts';
import { createMessage } from '../messages/createMessage.ts';
import { recordEvent, type RecordedEvent } from '../outbox/recordEvent.ts';
import { deliverNow } from '../outbox/outboxDelivery.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { ScoreReason, ScoreSource } from '@/shared/scores/scoreSources.ts';
import { hasPermission } from '@/shared/users/permissions.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import type { AcceptedAnswerResult } from '@/shared/answers/answerSchemas.ts';
import { m } from '@/paraglide/messages.js';

export type AnswerActor = Pick<CurrentUser, 'id' | 'role'>;

interface Question {
  id: number;
  userId: number;
  answerCommentId: number | null;
  answerScoreLogId: number | null;
}

interface ScoreChange {
  userId: number;
  balance: number;
}

/**
 * Locks the moment (so concurrent accepts queue behind each other and exactly one answer stands),
 * then checks the actor is its author or staff and that it is a published question.
 */
async function lockQuestion(tx: Transaction, actor: AnswerActor, momentId: number): Promise<Question> {
  const [row] = await tx
    .select({
      id: moments.id,
      userId: moments.userId,
      nodeId: moments.nodeId,
      status: moments.status,
      answerCommentId: moments.answerCommentId,
      answerScoreLogId: moments.answerScoreLogId,
    })
    .from(moments)
    .where(eq(moments.id, momentId))
    .for('update');
  if (!row || row.status !== ContentStatus.published) {
    throw new ApiError(404, m.answers_error_question_not_found(), ErrorCode.notFound);
  }
  if (row.userId !== actor.id && !hasPermission(actor.role, 'answer.accept.any')) {
    throw new ApiError(403, m.answers_error_forbidden(), ErrorCode.forbidden);
  }
  const [node] = await tx
    .select({ questions: nodes.questions })
    .from(nodes)
    .where(eq(nodes.id, row.nodeId))
    .limit(1);
  if (!node?.questions) throw new ApiError(409, m.answers_error_not_question(), ErrorCode.conflict);
  return row;
}

/** A published top-level comment of this moment, or a 400 naming commentId. */
async function answerableComment(tx: Transaction, momentId: number, commentId: number) {
  const [comment] = await tx
    .select({ id: comments.id, userId: comments.userId })
    .from(comments)
    .where(
      and(
        eq(comments.id, commentId),
        eq(comments.entityType, EntityType.moment),
        eq(comments.entityId, momentId),
        eq(comments.parentId, 0),
        eq(comments.status, ContentStatus.published),
      ),
    )
    .limit(1);
  if (!comment) throw new ApiError(400, m.answers_error_comment(), ErrorCode.validation, 'commentId');
  return comment;
}

/** Takes back exactly what the current answer was paid, referring to the ledger row that paid it. */
async function takeBackAward(tx: Transaction, question: Question): Promise<ScoreChange | undefined> {
  if (question.answerScoreLogId === null) return undefined;
  const [paid] = await tx
    .select({ userId: scoreLogs.userId, amount: scoreLogs.amount })
    .from(scoreLogs)
    .where(eq(scoreLogs.id, question.answerScoreLogId))
    .limit(1);
  if (!paid) return undefined;
  const result = await awardScoreInTransaction(tx, {
    userId: paid.userId,
    source: ScoreSource.answerTakenBack,
    refId: question.answerScoreLogId,
    amount: -paid.amount,
    reason: ScoreReason.answerTakenBack,
  });
  return result.awarded ? { userId: paid.userId, balance: result.balance } : undefined;
}

/** Where a comment is, as the removal of an accepted answer needs it. */
interface RemovedComment {
  id: number;
  entityType: number;
  entityId: number;
  parentId: number;
}

/**
 * A comment leaving the published state (deleted by its author, removed by staff) stops being its
 * question's accepted answer: the mark goes and the points it paid are taken back, in the caller's
 * transaction, which has locked the moment (comments lock their target first). Answers the score
 * change for noteScoreChange once that transaction commits.
 */
export async function dropRemovedAnswer(
  tx: Transaction,
  comment: RemovedComment,
): Promise<ScoreChange | undefined> {
  if (comment.entityType !== EntityType.moment || comment.parentId !== 0) return undefined;
  const [question] = await tx
    .select({
      id: moments.id,
      userId: moments.userId,
      answerCommentId: moments.answerCommentId,
      answerScoreLogId: moments.answerScoreLogId,
    })
    .from(moments)
    .where(and(eq(moments.id, comment.entityId), eq(moments.answerCommentId, comment.id)))
    .limit(1);
  if (!question) return undefined;
  const takenBack = await takeBackAward(tx, question);
  await tx
    .update(moments)
    .set({ answerCommentId: null, answerScoreLogId: null })
    .where(eq(moments.id, question.id));
  return takenBack;
}

interface Outcome {
  result: AcceptedAnswerResult;
  scoreChanges: ScoreChange[];
  /** Outbox events recorded with the change, delivered once it commits. */
  events?: RecordedEvent[];
  /** The member to tell their answer was accepted; undefined when nobody new is. */
  notify?: { userId: number; commentId: number };
}

function afterCommit(outcome: Outcome, actor: AnswerActor, momentId: number, db: Database) {
  for (const change of outcome.scoreChanges) noteScoreChange(change.userId, change.balance);
  if (!outcome.notify) return Promise.resolve();
  return createMessage(
    {
      userId: outcome.notify.userId,
      actorId: actor.id,
      type: 'answer_accepted',
      kind: 'moment',
      entityId: momentId,
      commentId: outcome.notify.commentId,
    },
    db,
  ).then(() => undefined);
}

/**
 * Accepts a top-level comment as the question's answer, replacing any earlier one: the earlier
 * answerer's points are taken back and the new answerer is paid the owner's amount (not for the
 * author's own comment), all in one transaction with the moment locked.
 */
export async function acceptAnswer(
  actor: AnswerActor,
  input: { momentId: number; commentId: number },
  ip: string,
  db: Database = getDb(),
): Promise<AcceptedAnswerResult> {
  const outcome = await withDeadlockRetry(() =>
    db.transaction(async (tx): Promise<Outcome> => {
      const question = await lockQuestion(tx, actor, input.momentId);
      const comment = await answerableComment(tx, input.momentId, input.commentId);
      const result = { momentId: question.id, answerCommentId: comment.id };
      if (question.answerCommentId === comment.id) return { result, scoreChanges: [] };
      const scoreChanges: ScoreChange[] = [];
      const takenBack = await takeBackAward(tx, question);
      if (takenBack) scoreChanges.push(takenBack);
      const auditId = await recordAction(tx, {
        actorId: actor.id,
        action: 'answer.accept',
        targetType: 'moment',
        targetId: question.id,
        detail: { commentId: comment.id, answererId: comment.userId },
        ip,
      });
      const amount = (await getSiteConfig(tx)).scoreRules.answer;
      let answerScoreLogId: number | null = null;
      if (amount > 0 && comment.userId !== question.userId) {
        const paid = await awardScoreInTransaction(tx, {
          userId: comment.userId,
          source: ScoreSource.answer,
          refId: auditId,
          amount,
          reason: ScoreReason.acceptedAnswer,
        });
        if (paid.awarded) {
          answerScoreLogId = paid.logId;
          scoreChanges.push({ userId: comment.userId, balance: paid.balance });
        }
      }
      await tx
        .update(moments)
        .set({ answerCommentId: comment.id, answerScoreLogId })
        .where(eq(moments.id, question.id));
      // Badges count answers given to others only, as the points do.
      const events =
        comment.userId === question.userId
          ? []
          : [
              await recordEvent(tx, {
                type: 'answer.accepted',
                answererId: comment.userId,
                momentId: question.id,
                commentId: comment.id,
              }),
            ];
      return { result, scoreChanges, events, notify: { userId: comment.userId, commentId: comment.id } };
    }),
  );
  await afterCommit(outcome, actor, input.momentId, db);
  if (outcome.events?.length) await deliverNow(outcome.events, db);
  return outcome.result;
}

/** Clears the question's accepted answer and takes its points back; nothing changes when there is none. */
export async function unacceptAnswer(
  actor: AnswerActor,
  momentId: number,
  ip: string,
  db: Database = getDb(),
): Promise<AcceptedAnswerResult> {
  const outcome = await withDeadlockRetry(() =>
    db.transaction(async (tx): Promise<Outcome> => {
      const question = await lockQuestion(tx, actor, momentId);
      const result = { momentId: question.id, answerCommentId: null };
      if (question.answerCommentId === null) return { result, scoreChanges: [] };
      const takenBack = await takeBackAward(tx, question);
      await recordAction(tx, {
        actorId: actor.id,
        action: 'answer.unaccept',
        targetType: 'moment',
        targetId: question.id,
        detail: { commentId: question.answerCommentId },
        ip,
      });
      await tx
        .update(moments)
        .set({ answerCommentId: null, answerScoreLogId: null })
        .where(eq(moments.id, question.id));
      return { result, scoreChanges: takenBack ? [takenBack] : [] };
    }),
  );
  await afterCommit(outcome, actor, momentId, db);
  return outcome.result;
}
