import { eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { preparedRead } from '../db/preparedRead.ts';
import { moments } from '../db/schema/index.ts';
import { hasCommented } from '../comments/hasCommented.ts';
import { momentCardColumns, toMomentCards } from './momentCards.ts';
import { parseMomentImages } from './momentImages.ts';
import { currentContentLinkRewrite } from '../content/contentLinks.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { isStaff } from '@/shared/users/roles.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import type { HiddenContentView, MomentDetail } from '@/shared/moments/momentDetail.ts';

export interface MomentViewer {
  user: Pick<CurrentUser, 'id' | 'role'> | null;
  /** The page's URL: absolute links to it are this site's own, never sent through /redirect. */
  requestUrl?: URL | undefined;
}

async function hiddenContentFor(
  momentId: number,
  hiddenHtml: string,
  isAuthor: boolean,
  viewer: MomentViewer,
  db: Database,
): Promise<HiddenContentView> {
  if (hiddenHtml.trim() === '') return { state: 'none' };
  if (isAuthor) return { state: 'shown', html: hiddenHtml };
  if (!viewer.user) return { state: 'locked', signedIn: false };
  if (await hasCommented(viewer.user.id, 'moment', momentId, db)) return { state: 'shown', html: hiddenHtml };
  return { state: 'locked', signedIn: true };
}

// Every moment page reads it: built once per database, not per render.
const momentDetailRead = preparedRead((db) =>
  db
    .select({
      ...momentCardColumns,
      status: moments.status,
      content: moments.content,
      hiddenContent: moments.hiddenContent,
      editedAt: moments.editedAt,
      updatedAt: moments.updatedAt,
    })
    .from(moments)
    .where(eq(moments.id, sql.placeholder('id')))
    .limit(1)
    .prepare(),
);

/**
 * A moment as this viewer may see it, or undefined (a 404) when it does not exist, is deleted,
 * or is pending and the viewer is neither its author nor a moderator.
 */
export async function getMomentForViewer(
  id: number,
  viewer: MomentViewer,
  db: Database = getDb(),
): Promise<MomentDetail | undefined> {
  const [row] = await momentDetailRead(db).execute({ id });
  if (!row || row.status === ContentStatus.deleted) return undefined;
  const isAuthor = viewer.user?.id === row.userId;
  const staff = isStaff(viewer.user?.role);
  const pending = row.status === ContentStatus.pending;
  if (pending && !isAuthor && !staff) return undefined;
  if (!pending && row.status !== ContentStatus.published) return undefined;

  const [[card], hidden, links] = await Promise.all([
    toMomentCards([row], db),
    hiddenContentFor(row.id, row.hiddenContent, isAuthor, viewer, db),
    currentContentLinkRewrite(viewer.requestUrl),
  ]);
  if (!card) return undefined;
  return {
    ...card,
    images: parseMomentImages(row.images),
    html: links(row.content),
    pending,
    hidden: hidden.state === 'shown' ? { ...hidden, html: links(hidden.html) } : hidden,
    isAuthor,
    open: !pending,
    editedAt: row.editedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    answerCommentId: row.answerCommentId,
  };
}
