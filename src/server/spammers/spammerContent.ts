import { and, asc, eq, inArray } from 'drizzle-orm';
import { articles, comments, moments } from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { moveContentStatus } from '../admincontent/statusTransitions.ts';
import type { RemovedItem } from './spammerRecord.ts';
import { ContentStatus, type ContentStatusValue } from '@/shared/content/contentStatus.ts';
import type { AdminContentKind } from '@/shared/admincontent/adminContentKinds.ts';

const SHOWN = [ContentStatus.published, ContentStatus.pending];

export type RemovedContent = Record<AdminContentKind, RemovedItem[]>;

/** The member's published and pending moments, articles and comments as [id, status], on their user indexes. */
export async function liveContentOf(tx: Database | Transaction, userId: number): Promise<RemovedContent> {
  const [momentRows, articleRows, commentRows] = await Promise.all([
    tx
      .select({ id: moments.id, status: moments.status })
      .from(moments)
      .where(and(eq(moments.userId, userId), inArray(moments.status, SHOWN)))
      .orderBy(asc(moments.id)),
    tx
      .select({ id: articles.id, status: articles.status })
      .from(articles)
      .where(and(eq(articles.userId, userId), inArray(articles.status, SHOWN)))
      .orderBy(asc(articles.id)),
    tx
      .select({ id: comments.id, status: comments.status })
      .from(comments)
      .where(and(eq(comments.userId, userId), inArray(comments.status, SHOWN)))
      .orderBy(asc(comments.id)),
  ]);
  const pairs = (rows: { id: number; status: number }[]): RemovedItem[] =>
    rows.map((row) => [row.id, row.status]);
  return { moment: pairs(momentRows), article: pairs(articleRows), comment: pairs(commentRows) };
}

const KINDS: readonly AdminContentKind[] = ['moment', 'article', 'comment'];

/**
 * Soft-deletes every item through the moderation's status move, so each count it was in (its
 * target's comments, its parent's replies, node, tag and author counts) and the search index move
 * exactly as one moderator delete would. Answers the items that moved, with their status before.
 */
export async function removeContent(tx: Transaction, live: RemovedContent): Promise<RemovedContent> {
  const removed: RemovedContent = { moment: [], article: [], comment: [] };
  for (const kind of KINDS) {
    for (const [id, status] of live[kind]) {
      const moved = await moveContentStatus(tx, kind, id, [status], ContentStatus.deleted);
      if (moved) removed[kind].push([id, status]);
    }
  }
  return removed;
}

/** Puts each item still deleted back to its status before; one a moderator brought back meanwhile is left. */
export async function restoreContent(tx: Transaction, removed: RemovedContent): Promise<RemovedContent> {
  const restored: RemovedContent = { moment: [], article: [], comment: [] };
  for (const kind of KINDS) {
    for (const [id, status] of removed[kind]) {
      const moved = await moveContentStatus(
        tx,
        kind,
        id,
        [ContentStatus.deleted],
        status as ContentStatusValue,
      );
      if (moved) restored[kind].push([id, status]);
    }
  }
  return restored;
}
