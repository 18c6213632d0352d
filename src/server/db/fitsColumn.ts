import type { AnyMySqlColumn } from 'drizzle-orm/mysql-core';
import { textLength } from '../../shared/text/textLength.ts';
import { columnLimit } from './columnLimit.ts';

/** Whether the column holds the value whole (for values that must not be cut: addresses, paths, ids). */
export function fitsColumn(value: string, column: AnyMySqlColumn): boolean {
  const limit = columnLimit(column);
  return textLength(value, limit.unit) <= limit.max;
}
