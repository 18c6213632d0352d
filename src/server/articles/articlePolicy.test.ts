import { describe, expect, it } from 'vitest';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { canDeleteArticle, canEditArticle, canViewArticle } from './articlePolicy.ts';

const author = { id: 1, role: 'user' as const };
const stranger = { id: 2, role: 'user' as const };
const moderator = { id: 3, role: 'moderator' as const };
const article = (status: number) => ({ userId: 1, status });

describe('article policy', () => {
  it('lets only the author edit, and nobody once deleted', () => {
    expect(canEditArticle(author, article(ContentStatus.published))).toBe(true);
    expect(canEditArticle(author, article(ContentStatus.pending))).toBe(true);
    expect(canEditArticle(moderator, article(ContentStatus.published))).toBe(false);
    expect(canEditArticle(null, article(ContentStatus.published))).toBe(false);
    expect(canEditArticle(author, article(ContentStatus.deleted))).toBe(false);
  });

  it('lets only the author delete here (staff use the moderation route)', () => {
    expect(canDeleteArticle(author, article(ContentStatus.published))).toBe(true);
    expect(canDeleteArticle(moderator, article(ContentStatus.pending))).toBe(false);
    expect(canDeleteArticle(stranger, article(ContentStatus.published))).toBe(false);
    expect(canDeleteArticle(moderator, article(ContentStatus.deleted))).toBe(false);
  });

  it('shows pending articles to the author and staff only', () => {
    expect(canViewArticle(null, article(ContentStatus.published))).toBe(true);
    expect(canViewArticle(author, article(ContentStatus.pending))).toBe(true);
    expect(canViewArticle(moderator, article(ContentStatus.pending))).toBe(true);
    expect(canViewArticle(stranger, article(ContentStatus.pending))).toBe(false);
    expect(canViewArticle(null, article(ContentStatus.pending))).toBe(false);
    expect(canViewArticle(moderator, article(ContentStatus.deleted))).toBe(false);
  });
});
