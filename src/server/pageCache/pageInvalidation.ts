import { eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { articles, moments } from '../db/schema/index.ts';
import { commentEntity } from '../comments/commentEntity.ts';
import { logger } from '../log/logger.ts';
import { invalidatePages } from './pageCache.ts';
import { pagesChangedBy, type ContentKind, type PageWrite } from './pagesChangedBy.ts';

async function authorOf(kind: ContentKind, id: number): Promise<number | undefined> {
  const table = kind === 'moment' ? moments : articles;
  const [row] = await getDb().select({ userId: table.userId }).from(table).where(eq(table.id, id)).limit(1);
  return row?.userId;
}

/** The write has succeeded; a cache that cannot be emptied must not fail it (it expires anyway). */
async function emptyPagesOf(write: () => Promise<PageWrite>): Promise<void> {
  try {
    await invalidatePages(pagesChangedBy(await write()));
  } catch (error) {
    logger.warn({ err: error }, 'emptying changed pages failed; they expire with the page cache');
  }
}

/** After a moment or article was created, edited, deleted or moderated. */
export function contentChanged(kind: ContentKind, id: number): Promise<void> {
  return emptyPagesOf(async () => ({ kind, id, authorId: await authorOf(kind, id) }));
}

/** After a comment was written, deleted or moderated, given the moment or article it is on. */
export function commentChangedOn(kind: ContentKind, id: number): Promise<void> {
  return emptyPagesOf(async () => ({
    kind: 'comment',
    on: { kind, id, authorId: await authorOf(kind, id) },
  }));
}

/** After a comment was deleted or moderated, known by its id only. */
export async function commentChanged(commentId: number): Promise<void> {
  const on = await commentEntity(commentId).catch(() => undefined);
  if (on && on.kind !== 'comment') return commentChangedOn(on.kind, on.id);
  return siteChanged();
}

/** After a change that shows on every page (settings, navigation, nodes, tags, a member's profile). */
export function siteChanged(): Promise<void> {
  return emptyPagesOf(async () => ({ kind: 'site' }));
}
