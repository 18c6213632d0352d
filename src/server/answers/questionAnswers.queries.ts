import { and, asc, count, eq, ne } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { comments } from '../db/schema/index.ts';
import { authorsByIds, missingAuthor } from '../users/authorsByIds.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import { truncateText } from '@/shared/text/truncateText.ts';
import type { AnswerSummary, QuestionAnswers } from '@/shared/answers/questionAnswers.ts';

/** Suggested answers in the structured data: enough to show the question is discussed. */
const SUGGESTED_MAX = 3;
const EXCERPT_MAX = 200;

const answerColumns = {
  id: comments.id,
  userId: comments.userId,
  content: comments.content,
  likeCount: comments.likeCount,
  createdAt: comments.createdAt,
};

type AnswerRow = { id: number; userId: number; content: string; likeCount: number; createdAt: Date };

// The question's published top-level comments: served by comments_entity_parent_idx.
const topLevelOf = (momentId: number) =>
  and(
    eq(comments.entityType, EntityType.moment),
    eq(comments.entityId, momentId),
    eq(comments.parentId, 0),
    eq(comments.status, ContentStatus.published),
  );

function excerptOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return truncateText(line, { unit: 'graphemes', max: EXCERPT_MAX + 1 }, '…');
}

/**
 * The accepted answer (when it is still a published top-level comment of the question), a few
 * others and how many there are; read only for a moment in a question node.
 */
export async function questionAnswers(
  momentId: number,
  answerCommentId: number | null,
  db: Database = getDb(),
): Promise<QuestionAnswers> {
  const others =
    answerCommentId === null
      ? topLevelOf(momentId)
      : and(topLevelOf(momentId), ne(comments.id, answerCommentId));
  const [acceptedRows, suggestedRows, [total]] = await Promise.all([
    answerCommentId === null
      ? Promise.resolve([] as AnswerRow[])
      : db
          .select(answerColumns)
          .from(comments)
          .where(and(topLevelOf(momentId), eq(comments.id, answerCommentId)))
          .limit(1),
    db.select(answerColumns).from(comments).where(others).orderBy(asc(comments.id)).limit(SUGGESTED_MAX),
    db.select({ total: count() }).from(comments).where(topLevelOf(momentId)),
  ]);
  const rows = [...acceptedRows, ...suggestedRows];
  const authors = await authorsByIds(
    rows.map((row) => row.userId),
    db,
  );
  const summary = (row: AnswerRow): AnswerSummary => ({
    id: row.id,
    author: authors.get(row.userId) ?? missingAuthor(row.userId),
    excerpt: excerptOf(row.content),
    likeCount: row.likeCount,
    createdAt: row.createdAt.toISOString(),
  });
  return {
    accepted: acceptedRows[0] ? summary(acceptedRows[0]) : null,
    suggested: suggestedRows.map(summary),
    answerCount: total?.total ?? 0,
  };
}
