import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { articles, moments } from '../db/schema/index.ts';
import { commentEntity } from '../comments/commentEntity.ts';
import { logger } from '../log/logger.ts';
import { invalidatePages } from './pageCache.ts';
import { pagesChangedBy, type ContentKind, type ContentWrite, type PageWrite } from './pagesChangedBy.ts';

async function authorOf(kind: ContentKind, id: number, db: Database): Promise<number | undefined> {
  const table = kind === 'moment' ? moments : articles;
  const [row] = await db.select({ userId: table.userId }).from(table).where(eq(table.id, id)).limit(1);
  return row?.userId;
}

/** A moment or article changed: with its author, whose profile lists it. */
export async function contentWrite(
  kind: ContentKind,
  id: number,
  db: Database = getDb(),
): Promise<ContentWrite> {
  return { kind, id, authorId: await authorOf(kind, id, db) };
}

/** A comment changed: the pages of what it is on; every page when that cannot be told. */
export async function commentWrite(
  on: { kind: ContentKind; id: number } | { commentId: number },
  db: Database = getDb(),
): Promise<PageWrite> {
  const target = 'commentId' in on ? await commentEntity(on.commentId, db) : on;
  if (!target || target.kind === 'comment') return { kind: 'site' };
  return { kind: 'comment', on: { kind: target.kind, id: target.id } };
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
  return emptyPagesOf(() => contentWrite(kind, id));
}

/** After a comment was written, deleted or moderated, given the moment or article it is on. */
export function commentChangedOn(kind: ContentKind, id: number): Promise<void> {
  return emptyPagesOf(() => commentWrite({ kind, id }));
}

/** After a comment was deleted or moderated, known by its id only. */
export function commentChanged(commentId: number): Promise<void> {
  return emptyPagesOf(() => commentWrite({ commentId }));
}

/** After a change that shows on every page (settings, navigation, nodes, tags, a member's profile). */
export function siteChanged(): Promise<void> {
  return emptyPagesOf(async () => ({ kind: 'site' }));
}
