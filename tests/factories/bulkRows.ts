import { moments } from '@/server/db/schema/index.ts';
import { ContentStatus, type ContentStatusValue } from '@/shared/content/contentStatus.ts';

/** Inserts `count` generated rows, a thousand to a statement, in order (so ids follow `i`). */
export async function insertInBatches<T>(
  count: number,
  make: (i: number) => T,
  insert: (rows: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < count; start += 1000) {
    await insert(Array.from({ length: Math.min(1000, count - start) }, (_, offset) => make(start + offset)));
  }
}

/** Inserts `rows`, a thousand to a statement, in order. */
export function insertRows<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>): Promise<void> {
  return insertInBatches(rows.length, (i) => rows[i]!, insert);
}

/** Mostly published: every `pendingEvery`th row pending, else every `deletedEvery`th deleted. */
export function mixedStatus(i: number, pendingEvery: number, deletedEvery: number): ContentStatusValue {
  if (i % pendingEvery === 0) return ContentStatus.pending;
  return i % deletedEvery === 0 ? ContentStatus.deleted : ContentStatus.published;
}

/** The plain text moment number `i` of a bulk seed, with `values` on top. */
export function bulkMoment(
  i: number,
  values: Partial<typeof moments.$inferInsert> & { userId: number },
): typeof moments.$inferInsert {
  return {
    title: `Moment ${i}`,
    content: '<p>Body</p>',
    contentText: 'Body',
    images: '[]',
    hiddenContent: '',
    ...values,
  };
}
