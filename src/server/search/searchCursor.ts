/**
 * The engine's keyset cursor: the relevance tier (0 every term in the title, 1 body only) and the
 * sort key of the last hit shown (published_at in ms, document id), encoded opaquely. Relative
 * imports only: the start-up launcher and the bench load this with Node's type stripping.
 */
export interface SearchCursorKey {
  tier: 0 | 1;
  publishedAt: number;
  id: number;
}

export class InvalidSearchCursorError extends Error {
  override name = 'InvalidSearchCursorError';
}

export function encodeSearchCursor(key: SearchCursorKey): string {
  return Buffer.from(`${key.tier}.${key.publishedAt}.${key.id}`).toString('base64url');
}

/** Undefined for an absent cursor; InvalidSearchCursorError for one this engine did not write. */
export function decodeSearchCursor(cursor: string | undefined): SearchCursorKey | undefined {
  if (!cursor) return undefined;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^([01])\.(0|[1-9][0-9]{0,15})\.([1-9][0-9]{0,15})$/.exec(text);
  const publishedAt = Number(match?.[2]);
  const id = Number(match?.[3]);
  if (!match || !Number.isSafeInteger(publishedAt) || !Number.isSafeInteger(id)) {
    throw new InvalidSearchCursorError('Malformed search cursor');
  }
  return { tier: match[1] === '0' ? 0 : 1, publishedAt, id };
}
