import { z } from 'zod';
import { ApiError } from '../http/ApiError.ts';
import { m } from '@/paraglide/messages.js';

/** The all-tags list walks the unique name index, so its cursor is the last name shown. */
const tagNameCursorSchema = z.object({ n: z.string().min(1).max(64) });

export function encodeTagNameCursor(name: string): string {
  return Buffer.from(JSON.stringify({ n: name })).toString('base64url');
}

/** Undefined for an absent cursor; a 400 for a malformed one. */
export function decodeTagNameCursor(cursor: string | null | undefined): string | undefined {
  if (!cursor) return undefined;
  try {
    return tagNameCursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))).n;
  } catch {
    throw new ApiError(400, m.error_invalid_cursor());
  }
}
