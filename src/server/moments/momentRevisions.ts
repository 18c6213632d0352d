import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { moments, type MomentRow } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { sanitizeContent } from '../content/sanitizeContent.ts';
import { syncMomentDocument } from '../search/searchIndexSync.ts';
import { lockedItem, type ItemVersion, type LockedItem, type Revisable } from '../revisions/revisable.ts';
import { ContentStatus, MomentType } from '@/shared/content/contentStatus.ts';

type VersionColumns = Pick<
  MomentRow,
  'title' | 'content' | 'contentText' | 'images' | 'hiddenContent' | 'type'
>;

const parsedImages = (json: string): unknown => {
  try {
    return JSON.parse(json);
  } catch {
    return [];
  }
};

/** A moment's edited fields as one version. */
export function momentVersion(row: VersionColumns): ItemVersion {
  return {
    title: row.title,
    body: row.content,
    bodyText: row.contentText,
    extra: { type: row.type, images: parsedImages(row.images), hiddenContent: row.hiddenContent },
  };
}

const momentExtraSchema = z.object({
  type: z.number().int().catch(MomentType.post),
  images: z.array(z.string()).catch([]),
  hiddenContent: z.string().catch(''),
});

/** The moment's row locked with what an edit needs; undefined when missing or deleted. */
async function lockMomentVersion(tx: Transaction, id: number): Promise<LockedItem | undefined> {
  const [row] = await tx.select().from(moments).where(eq(moments.id, id)).for('update');
  if (!row || row.status === ContentStatus.deleted) return undefined;
  return lockedItem('moment', row, momentVersion(row));
}

export const momentRevisable: Revisable = {
  kind: 'moment',
  lock: lockMomentVersion,
  async apply(tx, id, version) {
    const extra = momentExtraSchema.parse(version.extra);
    // Stored bodies were clean when saved; passing them through again also rebuilds the excerpt.
    const clean = sanitizeContent(version.body);
    await tx
      .update(moments)
      .set({
        title: version.title,
        content: clean.html,
        contentText: clean.text,
        excerpt: clean.excerpt,
        type: extra.type,
        images: JSON.stringify(extra.images),
        hiddenContent: extra.hiddenContent,
        updatedAt: sql`CURRENT_TIMESTAMP(3)`,
      })
      .where(eq(moments.id, id));
    await syncMomentDocument(tx, id);
  },
};
