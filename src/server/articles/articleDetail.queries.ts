import { eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { preparedRead } from '../db/preparedRead.ts';
import { articles } from '../db/schema/index.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import { ContentStatus, type ContentStatusValue } from '@/shared/content/contentStatus.ts';
import type { ArticleDetail, ArticleDraft } from '@/shared/articles/articleTypes.ts';
import { authorsByIds } from '../users/authorsByIds.ts';
import { articleCardOf } from './articleCards.ts';
import { tagsOfArticles } from './articleTagsOf.ts';
import { currentContentLinkRewrite } from '../content/contentLinks.ts';
import { canDeleteArticle, canEditArticle, canViewArticle } from './articlePolicy.ts';

type Viewer = Pick<CurrentUser, 'id' | 'role'> | null;

// Every article page reads it: built once per database, not per render.
const articleRead = preparedRead((db) =>
  db
    .select()
    .from(articles)
    .where(eq(articles.id, sql.placeholder('id')))
    .limit(1)
    .prepare(),
);

/** The article as this viewer may see it; undefined (a 404) when deleted, missing or pending for others. */
export async function getArticleForViewer(
  id: number,
  viewer: Viewer,
  db: Database = getDb(),
  /** The page's URL: absolute links to it are this site's own, never sent through /redirect. */
  requestUrl?: URL,
): Promise<ArticleDetail | undefined> {
  const [row] = await articleRead(db).execute({ id });
  if (!row || !canViewArticle(viewer, row)) return undefined;
  const [authors, tagMap, links] = await Promise.all([
    authorsByIds([row.userId], db),
    tagsOfArticles([row.id], db),
    currentContentLinkRewrite(requestUrl),
  ]);
  return {
    ...articleCardOf(row, authors, tagMap),
    updatedAt: row.updatedAt.toISOString(),
    content: links(row.content),
    ipLocation: row.ipLocation,
    status: row.status as ContentStatusValue,
    editedAt: row.editedAt?.toISOString() ?? null,
    canEdit: canEditArticle(viewer, row),
    canDelete: canDeleteArticle(viewer, row),
  };
}

export interface EditableArticle {
  draft: ArticleDraft;
  userId: number;
  status: number;
}

/** What the edit page needs; undefined when missing or deleted. Who may edit is the caller's check. */
export async function getEditableArticle(
  id: number,
  db: Database = getDb(),
): Promise<EditableArticle | undefined> {
  const [row] = await db
    .select({
      id: articles.id,
      userId: articles.userId,
      status: articles.status,
      title: articles.title,
      content: articles.content,
      cover: articles.cover,
    })
    .from(articles)
    .where(eq(articles.id, id))
    .limit(1);
  if (!row || row.status === ContentStatus.deleted) return undefined;
  const tagMap = await tagsOfArticles([row.id], db);
  return {
    userId: row.userId,
    status: row.status,
    draft: {
      id: row.id,
      title: row.title,
      content: row.content,
      cover: row.cover,
      tags: (tagMap.get(row.id) ?? []).map((tag) => tag.name),
    },
  };
}
