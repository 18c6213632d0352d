import { z } from 'zod';
import { ApiError } from '../http/ApiError.ts';
import { m } from '@/paraglide/messages.js';

/**
 * Keyset pagination: a cursor is the sort key of the last row shown, encoded opaquely.
 * `k` is the primary sort value (a time in ms, a count, …) and `id` breaks ties.
 */
const cursorSchema = z.object({ k: z.number().finite(), id: z.number().int().nonnegative() });
export type CursorKey = z.infer<typeof cursorSchema>;

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** Undefined for an absent cursor; a clear 400 for a malformed one. */
export function decodeCursor(cursor: string | null | undefined): CursorKey | undefined {
  if (!cursor) return undefined;
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new ApiError(400, m.error_invalid_cursor());
  }
}

/** Fetch `limit + 1` rows, then call this: it trims the extra row and builds the next cursor. */
export function toCursorPage<T>(
  rows: T[],
  limit: number,
  keyOf: (row: T) => CursorKey,
): { results: T[]; cursor: string; hasMore: boolean } {
  const hasMore = rows.length > limit;
  const results = hasMore ? rows.slice(0, limit) : rows;
  const last = results[results.length - 1];
  return { results, cursor: hasMore && last ? encodeCursor(keyOf(last)) : '', hasMore };
}
