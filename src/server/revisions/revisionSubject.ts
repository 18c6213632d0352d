import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { articles, comments, moments } from '../db/schema/index.ts';
import { entityTarget } from '../entities/entityTargets.ts';
import { canViewArticle } from '../articles/articlePolicy.ts';
import { articleVersion } from '../articles/articleRevisions.ts';
import { momentVersion } from '../moments/momentRevisions.ts';
import { commentVersion } from '../comments/commentRevisions.ts';
import { commentKindOf } from '../comments/commentViews.ts';
import type { ItemVersion } from './revisable.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { EntityKind } from '@/shared/content/entityType.ts';
import { momentPath } from '@/shared/moments/momentCard.ts';
import { articlePath } from '@/shared/articles/articlePaths.ts';
import type { RevisionHistoryVisibility } from '@/shared/revisions/historyVisibility.ts';
import { isStaff } from '@/shared/users/roles.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

type Viewer = Pick<CurrentUser, 'id' | 'role'> | null;

/** The item whose history a page shows: where it lives, its current version, and what it is on. */
export interface RevisionSubject {
  kind: EntityKind;
  id: number;
  /** The moment's or article's title; '' for a comment or a tweet. */
  title: string;
  /** The page the item is shown on. */
  href: string;
  /** The module the item belongs to (a comment: its moment's or article's). */
  module: 'moment' | 'article';
  current: ItemVersion;
}

const viewable = (status: number, isAuthor: boolean, staff: boolean) =>
  status === ContentStatus.published || (status === ContentStatus.pending && (isAuthor || staff));

async function momentSubject(id: number, viewer: Viewer, staff: boolean, db: Database) {
  const [row] = await db.select().from(moments).where(eq(moments.id, id)).limit(1);
  if (!row || !viewable(row.status, viewer?.id === row.userId, staff)) return undefined;
  const subject: RevisionSubject = {
    kind: 'moment',
    id,
    title: row.title,
    href: momentPath(id),
    module: 'moment',
    current: momentVersion(row),
  };
  return subject;
}

async function articleSubject(id: number, viewer: Viewer, db: Database) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  if (!row || !canViewArticle(viewer, row)) return undefined;
  const subject: RevisionSubject = {
    kind: 'article',
    id,
    title: row.title,
    href: articlePath(id),
    module: 'article',
    current: articleVersion(row),
  };
  return subject;
}

async function commentSubject(id: number, viewer: Viewer, staff: boolean, db: Database) {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  if (!row || row.status !== ContentStatus.published) return undefined;
  const kind = commentKindOf(row.entityType);
  const target = await entityTarget(kind).readTarget(db, row.entityId);
  if (!target || !viewable(target.status, viewer?.id === target.authorId, staff)) return undefined;
  const on = kind === 'moment' ? momentPath(row.entityId) : articlePath(row.entityId);
  const subject: RevisionSubject = {
    kind: 'comment',
    id,
    title: '',
    href: `${on}#comment-${id}`,
    module: kind,
    current: commentVersion(row),
  };
  return subject;
}

/**
 * The item whose history this viewer may read, or undefined (a 404): it must exist and be visible
 * to them, and when the owner keeps histories for staff, the viewer must be staff.
 */
export async function revisionSubject(
  kind: EntityKind,
  id: number,
  viewer: Viewer,
  visibility: RevisionHistoryVisibility,
  db: Database = getDb(),
): Promise<RevisionSubject | undefined> {
  const staff = isStaff(viewer?.role);
  if (visibility === 'staff' && !staff) return undefined;
  if (kind === 'moment') return momentSubject(id, viewer, staff, db);
  if (kind === 'article') return articleSubject(id, viewer, db);
  return commentSubject(id, viewer, staff, db);
}
