import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, toCursorPage } from './cursor.ts';
import { ApiError } from '../http/ApiError.ts';

describe('cursor', () => {
  it('round-trips a key', () => {
    const key = { k: 1732200000123, id: 42 };
    expect(decodeCursor(encodeCursor(key))).toEqual(key);
  });

  it('treats an absent cursor as the first page', () => {
    expect(decodeCursor(undefined)).toBeUndefined();
    expect(decodeCursor('')).toBeUndefined();
  });

  it.each([
    'not-base64!',
    Buffer.from('{"k":"x","id":1}').toString('base64url'),
    Buffer.from('[]').toString('base64url'),
  ])('answers a malformed cursor %j with a 400', (cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(ApiError);
  });

  it('trims the extra row and points the cursor at the last row shown', () => {
    const rows = [1, 2, 3].map((id) => ({ id, at: id * 10 }));
    const page = toCursorPage(rows, 2, (row) => ({ k: row.at, id: row.id }));
    expect(page.results.map((row) => row.id)).toEqual([1, 2]);
    expect(page.hasMore).toBe(true);
    expect(decodeCursor(page.cursor)).toEqual({ k: 20, id: 2 });
    expect(toCursorPage(rows, 3, (row) => ({ k: row.at, id: row.id }))).toMatchObject({
      hasMore: false,
      cursor: '',
    });
  });
});
