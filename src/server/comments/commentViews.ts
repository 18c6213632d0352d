import { eq, getTableColumns, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { inPlaceholder, preparedRead } from '../db/preparedRead.ts';
import { comments, users, type CommentRow } from '../db/schema/index.ts';
import { viewerReactions } from '../reactions/viewerReactions.ts';
import { authorsByIds } from '../users/authorsByIds.ts';
import { parseCommentImages } from './commentImages.ts';
import { mentionedMembersByName, mentionsOf } from '../mentions/mentionedMembersByName.ts';
import { truncateText } from '@/shared/text/truncateText.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import type { CommentKind } from '@/shared/comments/commentKinds.ts';
import type { CommentQuote, CommentView } from '@/shared/comments/commentView.ts';
import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';

const QUOTE_EXCERPT_LENGTH = 80;

export function commentKindOf(entityType: number): CommentKind {
  return entityType === EntityType.article ? 'article' : 'moment';
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  // The "…" is the character after the QUOTE_EXCERPT_LENGTH shown.
  return truncateText(flat, { unit: 'graphemes', max: QUOTE_EXCERPT_LENGTH + 1 }, '…');
}

/*
 * The author's columns under names of their own: the reply previews' union of three or more
 * branches becomes derived tables, where a second `id` is an error. Named by SQL, they are all
 * null (not one null object) when the account is gone.
 */
const joinedAuthorColumns = {
  id: sql<number | null>`${users.id}`.as('author_id'),
  nickname: sql<string | null>`${users.nickname}`.as('author_nickname'),
  username: sql<string | null>`${users.username}`.as('author_username'),
  avatar: sql<string | null>`${users.avatar}`.as('author_avatar'),
  smallAvatar: sql<string | null>`${users.smallAvatar}`.as('author_small_avatar'),
  signature: sql<string | null>`${users.signature}`.as('author_signature'),
};

type JoinedAuthor = {
  [Key in keyof typeof joinedAuthorColumns]: (typeof joinedAuthorColumns)[Key]['_']['type'];
};

/**
 * A comment's columns and its author's, for a select that left-joins `users` on `commentAuthorJoin`:
 * the author comes with the row instead of from a look-up of its own.
 */
export const commentWithAuthorColumns = { ...getTableColumns(comments), author: joinedAuthorColumns };

export const commentAuthorJoin = eq(users.id, comments.userId);

/** A comment row, with its author when it was read with commentWithAuthorColumns. */
export type CommentViewRow = CommentRow & { author?: JoinedAuthor };

const commentsLookup = preparedRead((db) =>
  db
    .select(commentWithAuthorColumns)
    .from(comments)
    .leftJoin(users, commentAuthorJoin)
    .where(inPlaceholder(comments.id, 'ids'))
    .prepare(),
);

/** The replies that the given comments quote, with their authors, in one query. */
async function quotedRows(rows: readonly CommentRow[], db: Database): Promise<Map<number, CommentViewRow>> {
  const ids = [...new Set(rows.map((row) => row.replyToId).filter((id) => id > 0))];
  if (ids.length === 0) return new Map();
  const quoted = await commentsLookup(db).execute({ ids });
  return new Map(quoted.map((row) => [row.id, row]));
}

/** Every author the rows came with (none for an account that is gone), or undefined when a row came without. */
function joinedAuthors(rows: readonly CommentViewRow[]): Map<number, PublicAuthor> | undefined {
  const authors = new Map<number, PublicAuthor>();
  for (const { author } of rows) {
    if (author === undefined) return undefined;
    if (author.id === null) continue;
    authors.set(author.id, {
      id: author.id,
      nickname: author.nickname ?? '',
      username: author.username,
      avatar: author.avatar ?? '',
      smallAvatar: author.smallAvatar ?? '',
      signature: author.signature ?? '',
    });
  }
  return authors;
}

/**
 * Turns comment rows into what pages and the API show, with batched look-ups only: the quoted
 * replies, every author (commenters and quoted) unless the rows came with them, the members they
 * @mention, and the viewer's likes.
 */
export async function toCommentViews(
  rows: readonly CommentViewRow[],
  viewerId: number | null,
  db: Database = getDb(),
): Promise<CommentView[]> {
  if (rows.length === 0) return [];
  const quotes = await quotedRows(rows, db);
  const withQuotes = [...rows, ...quotes.values()];
  const joined = joinedAuthors(withQuotes);
  const [authors, reactions, mentioned] = await Promise.all([
    joined ??
      authorsByIds(
        withQuotes.map((row) => row.userId),
        db,
      ),
    viewerReactions(
      viewerId,
      'comment',
      rows.map((row) => row.id),
      db,
    ),
    mentionedMembersByName(
      rows.map((row) => row.content),
      db,
    ),
  ]);
  return rows.map((row) => {
    const deleted = row.status !== ContentStatus.published;
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
      images: deleted ? [] : parseCommentImages(row.images),
      ipLocation: deleted ? '' : row.ipLocation,
      likeCount: row.likeCount,
      replyCount: row.replyCount,
      liked: reactions.get(row.id)?.liked ?? false,
      deleted,
      quote,
      createdAt: row.createdAt.toISOString(),
      editedAt: row.editedAt?.toISOString() ?? null,
    };
  });
}
