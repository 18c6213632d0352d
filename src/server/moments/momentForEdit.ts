import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { moments } from '../db/schema/index.ts';
import { tagsOfMoments } from '../taxonomy/tags.queries.ts';
import { parseMomentImages } from './momentImages.ts';
import { tweetHtmlToText } from './tweetHtml.ts';
import { ContentStatus, MomentType, type MomentTypeValue } from '@/shared/content/contentStatus.ts';
import type { MomentDraft } from '@/shared/moments/momentDraft.ts';

export interface MomentForEdit {
  id: number;
  userId: number;
  status: number;
  draft: MomentDraft;
}

/** A moment as the composer edits it; undefined when it does not exist or is deleted. */
export async function momentForEdit(id: number, db: Database = getDb()): Promise<MomentForEdit | undefined> {
  const [row] = await db
    .select({
      id: moments.id,
      userId: moments.userId,
      status: moments.status,
      type: moments.type,
      title: moments.title,
      content: moments.content,
      images: moments.images,
      nodeId: moments.nodeId,
      hiddenContent: moments.hiddenContent,
    })
    .from(moments)
    .where(eq(moments.id, id))
    .limit(1);
  if (!row || row.status === ContentStatus.deleted) return undefined;
  const tags = (await tagsOfMoments([row.id], db)).get(row.id) ?? [];
  const type: MomentTypeValue = row.type === MomentType.tweet ? MomentType.tweet : MomentType.post;
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    draft: {
      type,
      title: row.title,
      html: type === MomentType.post ? row.content : '',
      text: type === MomentType.tweet ? tweetHtmlToText(row.content) : '',
      images: parseMomentImages(row.images),
      nodeId: row.nodeId,
      tags: tags.map((tag) => tag.name),
      hiddenContent: row.hiddenContent,
    },
  };
}
