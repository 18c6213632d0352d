import { and, asc, eq, gt } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { articles, comments, moments } from '../db/schema/index.ts';
import { authorsByIds, missingAuthor } from '../users/authorsByIds.ts';
import { holdReasonsOf, wordsOfHolds } from '../forbiddenWords/reviewHolds.ts';
import { commentKindOf } from '../comments/commentViews.ts';
import { decodeCursor, toCursorPage } from '../pagination/cursor.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { momentPath } from '@/shared/moments/momentCard.ts';
import { articlePath } from '@/shared/articles/articlePaths.ts';
import { commentDomId } from '@/shared/comments/commentPresentation.ts';
import type { ReviewKind } from '@/shared/admincontent/adminContentKinds.ts';
import type { HoldReason } from '@/shared/postreview/holdReason.ts';
import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import { truncateText } from '@/shared/text/truncateText.ts';

export const REVIEW_PAGE = 20;
const PREVIEW_LENGTH = 400;

export interface ReviewItem {
  id: number;
  /** '' for a tweet or a comment. */
  title: string;
  /** The start of the plain text, for judging without opening it. */
  preview: string;
  author: PublicAuthor;
  createdAt: Date;
  /** The item's page; for a comment, its moment's or article's page at the comment. */
  href: string;
  /** The forbidden words that held it (empty when none were recorded). */
  heldBy: string[];
  /** Why it was held (forbidden words, first posts, duplicate text, Akismet). */
  reasons: HoldReason[];
}

interface PendingRow {
  id: number;
  userId: number;
  title: string;
  text: string;
  createdAt: Date;
  href: string;
}

const clip = (text: string) =>
  truncateText(text.replace(/\s+/g, ' ').trim(), { unit: 'graphemes', max: PREVIEW_LENGTH });

/** A page of pending rows of one kind after `after`, oldest first, one more than a page. */
async function pendingRows(kind: ReviewKind, after: number, db: Database): Promise<PendingRow[]> {
  if (kind === 'comment') {
    const rows = await db
      .select({
        id: comments.id,
        userId: comments.userId,
        text: comments.content,
        createdAt: comments.createdAt,
        entityType: comments.entityType,
        entityId: comments.entityId,
      })
      .from(comments)
      .where(and(eq(comments.status, ContentStatus.pending), gt(comments.id, after)))
      .orderBy(asc(comments.id))
      .limit(REVIEW_PAGE + 1);
    return rows.map(({ entityType, entityId, ...row }) => {
      const page = commentKindOf(entityType) === 'article' ? articlePath(entityId) : momentPath(entityId);
      return { ...row, title: '', href: `${page}#${commentDomId(row.id)}` };
    });
  }
  const table = kind === 'moment' ? moments : articles;
  const rows = await db
    .select({
      id: table.id,
      userId: table.userId,
      title: table.title,
      text: table.contentText,
      createdAt: table.createdAt,
    })
    .from(table)
    .where(and(eq(table.status, ContentStatus.pending), gt(table.id, after)))
    .orderBy(asc(table.id))
    .limit(REVIEW_PAGE + 1);
  return rows.map((row) => ({ ...row, href: kind === 'moment' ? momentPath(row.id) : articlePath(row.id) }));
}

/** Pending moments, articles or comments, oldest first (first come, first reviewed), with why each waits. */
export async function listReviewQueue(
  kind: ReviewKind,
  cursor: string | null | undefined,
  db: Database = getDb(),
): Promise<CursorPage<ReviewItem>> {
  const after = decodeCursor(cursor)?.id ?? 0;
  const rows = await pendingRows(kind, after, db);
  const page = toCursorPage(rows, REVIEW_PAGE, (row) => ({ k: row.id, id: row.id }));
  const [authors, reasons] = await Promise.all([
    authorsByIds(
      page.results.map((row) => row.userId),
      db,
    ),
    holdReasonsOf(
      kind,
      page.results.map((row) => row.id),
      db,
    ),
  ]);
  return {
    ...page,
    results: page.results.map((row) => {
      const held = reasons.get(row.id) ?? [];
      return {
        id: row.id,
        title: row.title,
        preview: clip(row.text),
        author: authors.get(row.userId) ?? missingAuthor(row.userId),
        createdAt: row.createdAt,
        href: row.href,
        heldBy: wordsOfHolds(held),
        reasons: held,
      };
    }),
  };
}
