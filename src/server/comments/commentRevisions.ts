import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { comments, type CommentRow } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { lockedItem, type ItemVersion, type LockedItem, type Revisable } from '../revisions/revisable.ts';
import { parseCommentImages } from './commentImages.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { isUploadUrl } from '@/shared/upload/uploadUrl.ts';

/** A comment's edited fields as one version: its plain text is both body and diffed text. */
export function commentVersion(row: Pick<CommentRow, 'content' | 'images'>): ItemVersion {
  return {
    title: '',
    body: row.content,
    bodyText: row.content,
    extra: { images: parseCommentImages(row.images) },
  };
}

const commentExtraSchema = z.object({ images: z.array(z.string()).catch([]) });

/** The published comment's row locked; undefined when missing or deleted. */
export async function lockCommentVersion(tx: Transaction, id: number): Promise<LockedItem | undefined> {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for('update');
  return row?.status === ContentStatus.published
    ? lockedItem('comment', row, commentVersion(row))
    : undefined;
}

export const commentRevisable: Revisable = {
  kind: 'comment',
  lock: lockCommentVersion,
  async apply(tx, id, version) {
    const { images } = commentExtraSchema.parse(version.extra);
    await tx
      .update(comments)
      .set({ content: version.body, images: JSON.stringify(images.filter(isUploadUrl)) })
      .where(eq(comments.id, id));
  },
};
