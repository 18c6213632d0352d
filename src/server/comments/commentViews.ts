import { getDb, type Database } from '../db/client.ts';
import { inPlaceholder, preparedRead } from '../db/preparedRead.ts';
import { comments, type CommentRow } from '../db/schema/index.ts';
import { viewerReactions } from '../reactions/viewerReactions.ts';
import type { ViewerReaction } from '@/shared/reactions/reactionSchemas.ts';
import { authorsByIds } from '../users/authorsByIds.ts';
import { parseCommentImages } from './commentImages.ts';
import { mentionedMembersByName, mentionsOf } from '../mentions/mentionedMembersByName.ts';
import { previewCardsForTexts } from '../linkpreviews/linkPreviews.queries.ts';
import { truncateText } from '@/shared/text/truncateText.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import type { CommentKind } from '@/shared/comments/commentKinds.ts';
import type { CommentQuote, CommentView } from '@/shared/comments/commentView.ts';

const QUOTE_EXCERPT_LENGTH = 80;

export function commentKindOf(entityType: number): CommentKind {
  return entityType === EntityType.article ? 'article' : 'moment';
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  // The "…" is the character after the QUOTE_EXCERPT_LENGTH shown.
  return truncateText(flat, { unit: 'graphemes', max: QUOTE_EXCERPT_LENGTH + 1 }, '…');
}

const commentsLookup = preparedRead((db) =>
  db.select().from(comments).where(inPlaceholder(comments.id, 'ids')).prepare(),
);

/** The replies that the given comments quote, in one query. */
async function quotedRows(rows: readonly CommentRow[], db: Database): Promise<Map<number, CommentRow>> {
  const ids = [...new Set(rows.map((row) => row.replyToId).filter((id) => id > 0))];
  if (ids.length === 0) return new Map();
  const quoted = await commentsLookup(db).execute({ ids });
  return new Map(quoted.map((row) => [row.id, row]));
}

/**
 * Turns comment rows into what pages and the API show, with batched look-ups only: the quoted
 * replies, every author (commenters and quoted), the members they @mention, and the viewer's likes.
 * `justWritten`: the rows are the ones this request inserted, which nobody can have liked yet.
 */
export async function toCommentViews(
  rows: readonly CommentRow[],
  viewerId: number | null,
  db: Database = getDb(),
  { justWritten = false }: { justWritten?: boolean } = {},
): Promise<CommentView[]> {
  if (rows.length === 0) return [];
  const quotes = await quotedRows(rows, db);
  const authorIds = [...rows.map((row) => row.userId), ...[...quotes.values()].map((row) => row.userId)];
  const [authors, reactions, mentioned, previews] = await Promise.all([
    authorsByIds(authorIds, db),
    justWritten
      ? new Map<number, ViewerReaction>()
      : viewerReactions(
          viewerId,
          'comment',
          rows.map((row) => row.id),
          db,
        ),
    mentionedMembersByName(
      rows.map((row) => row.content),
      db,
    ),
    previewCardsForTexts(
      rows.map((row) => row.content),
      db,
    ),
  ]);
  return rows.map((row, index) => {
    const cards = previews[index];
    // A held comment shows, marked, to its author alone; to anyone else it is not there yet.
    const pending = row.status === ContentStatus.pending && row.userId === viewerId;
    const deleted = row.status !== ContentStatus.published && !pending;
    const quotedRow = quotes.get(row.replyToId);
    const quote: CommentQuote | null = quotedRow
      ? {
          id: quotedRow.id,
          author: authors.get(quotedRow.userId) ?? null,
          excerpt: quotedRow.status === ContentStatus.published ? excerpt(quotedRow.content) : '',
          deleted: quotedRow.status !== ContentStatus.published,
        }
      : null;
    return {
      id: row.id,
      entityType: commentKindOf(row.entityType),
      entityId: row.entityId,
      parentId: row.parentId,
      author: deleted ? null : (authors.get(row.userId) ?? null),
      content: deleted ? '' : row.content,
      mentions: deleted ? {} : mentionsOf(row.content, mentioned),
      ...(cards && !deleted ? { previews: cards } : {}),
      images: deleted ? [] : parseCommentImages(row.images),
      ipLocation: deleted ? '' : row.ipLocation,
      likeCount: row.likeCount,
      replyCount: row.replyCount,
      liked: reactions.get(row.id)?.liked ?? false,
      deleted,
      ...(pending ? { pending } : {}),
      quote,
      createdAt: row.createdAt.toISOString(),
      editedAt: row.editedAt?.toISOString() ?? null,
    };
  });
}
