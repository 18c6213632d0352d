import { and, asc, eq, gt } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { articles, moments } from '../db/schema/index.ts';
import { authorsByIds, missingAuthor } from '../users/authorsByIds.ts';
import { heldWordsOf } from '../forbiddenWords/reviewHolds.ts';
import { decodeCursor, toCursorPage } from '../pagination/cursor.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { momentPath } from '@/shared/moments/momentCard.ts';
import { articlePath } from '@/shared/articles/articlePaths.ts';
import type { ReviewKind } from '@/shared/admincontent/adminContentKinds.ts';
import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import { truncateText } from '@/shared/text/truncateText.ts';

export const REVIEW_PAGE = 20;
const PREVIEW_LENGTH = 400;

export interface ReviewItem {
  id: number;
  title: string;
  /** The start of the plain text, for judging without opening it. */
  preview: string;
  author: PublicAuthor;
  createdAt: Date;
  href: string;
  /** The forbidden words that held it (empty when none were recorded). */
  heldBy: string[];
}

const clip = (text: string) =>
  truncateText(text.replace(/\s+/g, ' ').trim(), { unit: 'graphemes', max: PREVIEW_LENGTH });

/** Pending moments or articles, oldest first (first come, first reviewed). */
export async function listReviewQueue(
  kind: ReviewKind,
  cursor: string | null | undefined,
  db: Database = getDb(),
): Promise<CursorPage<ReviewItem>> {
  const after = decodeCursor(cursor)?.id ?? 0;
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
  const page = toCursorPage(rows, REVIEW_PAGE, (row) => ({ k: row.id, id: row.id }));
  const [authors, heldBy] = await Promise.all([
    authorsByIds(
      page.results.map((row) => row.userId),
      db,
    ),
    heldWordsOf(
      kind,
      page.results.map((row) => row.id),
      db,
    ),
  ]);
  return {
    ...page,
    results: page.results.map((row) => ({
      id: row.id,
      title: row.title,
      preview: clip(row.text),
      author: authors.get(row.userId) ?? missingAuthor(row.userId),
      createdAt: row.createdAt,
      href: kind === 'moment' ? momentPath(row.id) : articlePath(row.id),
      heldBy: heldBy.get(row.id) ?? [],
    })),
  };
}
