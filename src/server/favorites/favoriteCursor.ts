import { z } from 'zod';
import { ApiError } from '../http/ApiError.ts';
import { m } from '@/paraglide/messages.js';

/**
 * A favorites page continues after (created_at, entity_type, entity_id): a favorite has no id of its
 * own, and InnoDB keeps the primary key's (entity_type, entity_id) at the end of the user/time index.
 */
const schema = z.object({ k: z.number().finite(), t: z.number().int().min(0), id: z.number().int().min(0) });
export type FavoriteCursor = z.infer<typeof schema>;

export function encodeFavoriteCursor(key: FavoriteCursor): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeFavoriteCursor(cursor: string | null | undefined): FavoriteCursor | undefined {
  if (!cursor) return undefined;
  try {
    return schema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new ApiError(400, m.error_invalid_cursor());
  }
}
