import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';
import type { ContentStatusValue } from '@/shared/content/contentStatus.ts';

export type ArticleAuthor = PublicAuthor;

export interface ArticleTag {
  id: number;
  name: string;
}

/** One card in an article list. Times are ISO strings. */
export interface ArticleSummary {
  id: number;
  title: string;
  excerpt: string;
  cover: string;
  /** It carries a poll (a column of the row, decision 081). */
  hasPoll: boolean;
  publishedAt: string;
  author: ArticleAuthor;
  tags: ArticleTag[];
  viewCount: number;
  likeCount: number;
  favoriteCount: number;
  commentCount: number;
}

/** The article page: the stored clean HTML plus what the viewer may do with it. */
export interface ArticleDetail extends ArticleSummary {
  content: string;
  ipLocation: string;
  status: ContentStatusValue;
  updatedAt: string;
  /** When an edit last kept a revision (ISO 8601); null when never edited past the grace period. */
  editedAt: string | null;
  canEdit: boolean;
  canDelete: boolean;
}

/** What the composer's edit mode starts from. */
export interface ArticleDraft {
  id: number;
  title: string;
  content: string;
  cover: string;
  tags: string[];
}

/** POST /api/article/create and /update answer the article's id. */
export interface ArticleSaved {
  id: number;
}
