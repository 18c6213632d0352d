import { eq, sql } from 'drizzle-orm';
import { articles, comments, moments, momentTags, users } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { entityTarget } from '../entities/entityTargets.ts';
import { commentTarget } from '../comments/commentTarget.ts';
import { commentKindOf } from '../comments/commentViews.ts';
import { countArticleInTags } from '../articles/articleTagLinks.ts';
import { adjustMomentCounts, isCounted } from '../moments/momentCounters.ts';
import { syncArticleDocument, syncMomentDocument } from '../search/searchIndexSync.ts';
import { dropRemovedAnswer } from '../answers/acceptedAnswer.commands.ts';
import { noteScoreChange } from '../scores/scoreRankingCache.ts';
import { ContentStatus, type ContentStatusValue } from '@/shared/content/contentStatus.ts';
import type { AdminContentKind } from '@/shared/admincontent/adminContentKinds.ts';

/** What changed status: whose it was and where it lives (a comment's moment or article). */
export interface StatusChanged {
  authorId: number;
  kind: 'moment' | 'article';
  entityId: number;
  commentId?: number;
  title: string;
}

const delta = (from: number, to: number) => Number(isCounted(to)) - Number(isCounted(from));

/*
 * Each function moves one row from one of `from` to `to` in the caller's transaction, row locked,
 * and changes every count by exactly what the move changes (published rows are counted, pending
 * and deleted ones are not) — the same counts and lock order as create and delete use. It answers
 * undefined when the row is missing or not in an allowed status, changing nothing.
 */
type StatusMove = (
  tx: Transaction,
  id: number,
  from: readonly number[],
  to: ContentStatusValue,
) => Promise<StatusChanged | undefined>;

const moveMoment: StatusMove = async (tx, id, from, to) => {
  const [row] = await tx
    .select({ userId: moments.userId, nodeId: moments.nodeId, status: moments.status, title: moments.title })
    .from(moments)
    .where(eq(moments.id, id))
    .for('update');
  if (!row || !from.includes(row.status)) return undefined;
  const links = await tx
    .select({ tagId: momentTags.tagId })
    .from(momentTags)
    .where(eq(momentTags.momentId, id));
  await tx
    .update(moments)
    .set({ status: to, updatedAt: sql`CURRENT_TIMESTAMP(3)` })
    .where(eq(moments.id, id));
  const change = delta(row.status, to);
  if (change !== 0) {
    const tagIds = links.map((link) => link.tagId);
    await adjustMomentCounts(tx, { userId: row.userId, nodeId: row.nodeId, tagIds }, change);
  }
  await syncMomentDocument(tx, id);
  return { authorId: row.userId, kind: 'moment', entityId: id, title: row.title };
};

const moveArticle: StatusMove = async (tx, id, from, to) => {
  const [row] = await tx
    .select({ userId: articles.userId, status: articles.status, title: articles.title })
    .from(articles)
    .where(eq(articles.id, id))
    .for('update');
  if (!row || !from.includes(row.status)) return undefined;
  // An article approved from the queue is published now, so it leads the list rather than hiding at its draft date.
  const published = row.status === ContentStatus.pending && to === ContentStatus.published;
  await tx
    .update(articles)
    .set({ status: to, updatedAt: new Date(), ...(published ? { publishedAt: new Date() } : {}) })
    .where(eq(articles.id, id));
  const change = delta(row.status, to);
  if (change !== 0) await countArticleInTags(tx, id, change > 0 ? 1 : -1);
  await syncArticleDocument(tx, id);
  return { authorId: row.userId, kind: 'article', entityId: id, title: row.title };
};

/** Comments are published or deleted; locks follow posting: target, parent, then the comment. */
const moveComment: StatusMove = async (tx, id, from, to) => {
  const [peek] = await tx
    .select({ entityType: comments.entityType, entityId: comments.entityId, parentId: comments.parentId })
    .from(comments)
    .where(eq(comments.id, id));
  if (!peek) return undefined;
  const kind = commentKindOf(peek.entityType);
  await entityTarget(kind).lockTarget(tx, peek.entityId);
  if (peek.parentId) await commentTarget.lockTarget(tx, peek.parentId);
  const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for('update');
  if (!row || !from.includes(row.status)) return undefined;
  await tx.update(comments).set({ status: to }).where(eq(comments.id, id));
  const change = delta(row.status, to);
  if (change !== 0) {
    await entityTarget(kind).adjustCounter(tx, row.entityId, 'comment', change);
    if (row.parentId) await commentTarget.adjustCounter(tx, row.parentId, 'comment', change);
    await tx
      .update(users)
      .set({ commentCount: sql`GREATEST(CAST(${users.commentCount} AS SIGNED) + ${change}, 0)` })
      .where(eq(users.id, row.userId));
  }
  if (to !== ContentStatus.published) {
    const takenBack = await dropRemovedAnswer(tx, row);
    // Only empties this process's ranking copy: a reader refilling it before the commit keeps the old
    // score for the cache's minute at most.
    if (takenBack) noteScoreChange(takenBack.userId, takenBack.balance);
  }
  return { authorId: row.userId, kind, entityId: row.entityId, commentId: id, title: '' };
};

const movers: Record<AdminContentKind, StatusMove> = {
  moment: moveMoment,
  article: moveArticle,
  comment: moveComment,
};

export function moveContentStatus(
  tx: Transaction,
  kind: AdminContentKind,
  id: number,
  from: readonly number[],
  to: ContentStatusValue,
): Promise<StatusChanged | undefined> {
  return movers[kind](tx, id, from, to);
}
