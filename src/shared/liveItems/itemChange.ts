/**
 * What changed on a moment or article page (decision 062): ids and counts only, the same for every
 * reader; the browser fetches what it shows through the comment API. `topic` is the item,
 * `moment:12` or `article:3`.
 */
export type ItemChange =
  /** A comment was published (posted, or approved after review). */
  | {
      type: 'comment.created';
      topic: string;
      commentId: number;
      parentId: number;
      authorId: number;
      commentCount: number;
    }
  | { type: 'comment.edited'; topic: string; commentId: number }
  /** Deleted by its author, removed by staff or hidden by flags. */
  | { type: 'comment.removed'; topic: string; commentId: number; commentCount: number }
  | { type: 'comment.likes'; topic: string; commentId: number; likes: number }
  | { type: 'item.likes'; topic: string; likes: number }
  /** Sent on (re)connect: the item's counts and its newest published comment. */
  | { type: 'item.counts'; topic: string; commentCount: number; likes: number; latestCommentId: number };

const NUMBER_FIELDS: Record<ItemChange['type'], readonly string[]> = {
  'comment.created': ['commentId', 'parentId', 'authorId', 'commentCount'],
  'comment.edited': ['commentId'],
  'comment.removed': ['commentId', 'commentCount'],
  'comment.likes': ['commentId', 'likes'],
  'item.likes': ['likes'],
  'item.counts': ['commentCount', 'likes', 'latestCommentId'],
};

/** Reads a change off the stream or Redis; undefined for anything malformed (no zod in the header's code). */
export function parseItemChange(text: string): ItemChange | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const type = record.type;
  if (typeof type !== 'string' || !Object.hasOwn(NUMBER_FIELDS, type)) return undefined;
  if (typeof record.topic !== 'string') return undefined;
  const fields = NUMBER_FIELDS[type as ItemChange['type']];
  const valid = fields.every(
    (field) => Number.isSafeInteger(record[field]) && (record[field] as number) >= 0,
  );
  return valid ? (record as ItemChange) : undefined;
}

/** The stream's query parameters: the item the page shows and the newest comment it already has. */
export const LIVE_ITEM_PARAM = 'item';
export const LIVE_AFTER_PARAM = 'after';
