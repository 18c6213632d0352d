import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { comments, reports } from '../db/schema/index.ts';
import { hiddenByFlagsAmong } from '../flagging/hiddenByFlags.queries.ts';
import { authorsByIds, missingAuthor } from '../users/authorsByIds.ts';
import { decodeCursor, toCursorPage } from '../pagination/cursor.ts';
import { commentKindOf } from '../comments/commentViews.ts';
import { ReportStatus, type ReportTargetType } from '@/shared/admincontent/reportSchemas.ts';
import { momentPath } from '@/shared/moments/momentCard.ts';
import { articlePath } from '@/shared/articles/articlePaths.ts';
import { userProfilePath } from '@/shared/navigation/paths.ts';
import { reportedConversationPath } from '@/shared/conversations/conversationPaths.ts';
import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';

export const REPORTS_PAGE = 20;

export interface OpenReport {
  id: number;
  reporter: PublicAuthor;
  targetType: ReportTargetType;
  targetId: number;
  /** Where the reported content (or member) is seen. */
  href: string;
  reason: string;
  createdAt: Date;
  /** Its moment, article or comment is pending because flags hid it (decision 058). */
  hiddenByFlags: boolean;
}

/** Open reports, newest first, along reports (status, id). */
export async function listOpenReports(
  cursor: string | null | undefined,
  db: Database = getDb(),
): Promise<CursorPage<OpenReport>> {
  const after = decodeCursor(cursor);
  const rows = await db
    .select()
    .from(reports)
    .where(and(eq(reports.status, ReportStatus.open), after ? lt(reports.id, after.id) : undefined))
    .orderBy(desc(reports.id))
    .limit(REPORTS_PAGE + 1);
  const page = toCursorPage(rows, REPORTS_PAGE, (row) => ({ k: row.id, id: row.id }));
  const [reporters, hidden] = await Promise.all([
    authorsByIds(
      page.results.map((row) => row.reporterId),
      db,
    ),
    hiddenByFlagsAmong(page.results, db),
  ]);
  const commentIds = page.results.filter((row) => row.targetType === 'comment').map((row) => row.targetId);
  const commentRows =
    commentIds.length === 0
      ? []
      : await db
          .select({ id: comments.id, entityType: comments.entityType, entityId: comments.entityId })
          .from(comments)
          .where(inArray(comments.id, commentIds));
  const commentHref = new Map(
    commentRows.map((row) => {
      const base =
        commentKindOf(row.entityType) === 'article' ? articlePath(row.entityId) : momentPath(row.entityId);
      return [row.id, `${base}#comment-${row.id}`];
    }),
  );
  const hrefOf = (type: string, id: number): string => {
    if (type === 'moment') return momentPath(id);
    if (type === 'article') return articlePath(id);
    if (type === 'user') return userProfilePath(id);
    if (type === 'conversation') return reportedConversationPath(id);
    return commentHref.get(id) ?? '';
  };
  return {
    ...page,
    results: page.results.map((row) => ({
      id: row.id,
      reporter: reporters.get(row.reporterId) ?? missingAuthor(row.reporterId),
      targetType: row.targetType as ReportTargetType,
      targetId: row.targetId,
      href: hrefOf(row.targetType, row.targetId),
      reason: row.reason,
      createdAt: row.createdAt,
      hiddenByFlags: hidden.has(`${row.targetType}:${row.targetId}`),
    })),
  };
}
