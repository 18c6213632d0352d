import { isStaff } from '@/shared/users/roles.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';

interface ArticleAccessFacts {
  userId: number;
  status: number;
}

type Viewer = Pick<CurrentUser, 'id' | 'role'> | null;

/** Only the author edits an article (moderators delete, they do not rewrite: decision 018). */
export function canEditArticle(viewer: Viewer, article: ArticleAccessFacts): boolean {
  return viewer !== null && viewer.id === article.userId && article.status !== ContentStatus.deleted;
}

/** The author deletes here; staff delete through the moderation route, with a reason and an audit row. */
export function canDeleteArticle(viewer: Viewer, article: ArticleAccessFacts): boolean {
  if (viewer === null || article.status === ContentStatus.deleted) return false;
  return viewer.id === article.userId;
}

/** Published articles are public; a pending one only to its author and moderators; deleted to nobody. */
export function canViewArticle(viewer: Viewer, article: ArticleAccessFacts): boolean {
  if (article.status === ContentStatus.published) return true;
  if (article.status !== ContentStatus.pending || viewer === null) return false;
  return viewer.id === article.userId || isStaff(viewer.role);
}
