import { getDb, type Database } from '../db/client.ts';
import { moments } from '../db/schema/index.ts';
import { nodeRefsByIds } from '../taxonomy/nodes.queries.ts';
import { tagsOfMoments } from '../taxonomy/tags.queries.ts';
import { authorsByIds, missingAuthor } from '../users/authorsByIds.ts';
import { parseMomentImages } from './momentImages.ts';
import { MomentType, type MomentTypeValue } from '@/shared/content/contentStatus.ts';
import { CARD_IMAGE_LIMIT, type MomentCard } from '@/shared/moments/momentCard.ts';

/** The columns a card needs: never the body or the hidden content. */
export const momentCardColumns = {
  id: moments.id,
  userId: moments.userId,
  nodeId: moments.nodeId,
  type: moments.type,
  title: moments.title,
  excerpt: moments.excerpt,
  images: moments.images,
  ipLocation: moments.ipLocation,
  sticky: moments.sticky,
  recommended: moments.recommended,
  hasPoll: moments.hasPoll,
  viewCount: moments.viewCount,
  likeCount: moments.likeCount,
  favoriteCount: moments.favoriteCount,
  commentCount: moments.commentCount,
  lastActivityAt: moments.lastActivityAt,
  createdAt: moments.createdAt,
  answerCommentId: moments.answerCommentId,
};

export interface MomentCardRow {
  id: number;
  userId: number;
  nodeId: number;
  type: number;
  title: string;
  excerpt: string;
  images: string;
  ipLocation: string;
  sticky: boolean;
  recommended: boolean;
  hasPoll: boolean;
  viewCount: number;
  likeCount: number;
  favoriteCount: number;
  commentCount: number;
  lastActivityAt: Date;
  createdAt: Date;
  answerCommentId: number | null;
}

function toMomentType(value: number): MomentTypeValue {
  return value === MomentType.tweet ? MomentType.tweet : MomentType.post;
}

/** Turns list rows into cards with three batched look-ups (authors, nodes, tags), whatever the page size. */
export async function toMomentCards(
  rows: readonly MomentCardRow[],
  db: Database = getDb(),
): Promise<MomentCard[]> {
  if (rows.length === 0) return [];
  const [authors, nodeRefs, tagsByMoment] = await Promise.all([
    authorsByIds(
      rows.map((row) => row.userId),
      db,
    ),
    nodeRefsByIds(
      rows.map((row) => row.nodeId),
      db,
    ),
    tagsOfMoments(
      rows.map((row) => row.id),
      db,
    ),
  ]);
  return rows.map((row) => {
    const images = parseMomentImages(row.images);
    const node = nodeRefs.get(row.nodeId);
    return {
      id: row.id,
      type: toMomentType(row.type),
      title: row.title,
      excerpt: row.excerpt,
      images: images.slice(0, CARD_IMAGE_LIMIT),
      imageCount: images.length,
      author: authors.get(row.userId) ?? missingAuthor(row.userId),
      node: node === undefined ? null : { id: row.nodeId, name: node.name, questions: node.questions },
      tags: tagsByMoment.get(row.id) ?? [],
      counts: {
        views: row.viewCount,
        likes: row.likeCount,
        favorites: row.favoriteCount,
        comments: row.commentCount,
      },
      sticky: row.sticky,
      recommended: row.recommended,
      hasPoll: row.hasPoll,
      answered: row.answerCommentId !== null,
      createdAt: row.createdAt.toISOString(),
      lastActivityAt: row.lastActivityAt.toISOString(),
      ipLocation: row.ipLocation,
    };
  });
}
