import type { AnyMySqlColumn } from 'drizzle-orm/mysql-core';
import { truncateText } from '../../shared/text/truncateText.ts';
import { columnLimit } from './columnLimit.ts';

/** The value cut on a grapheme boundary to what the column holds (with `ellipsis` when cut). */
export function fitColumn(value: string, column: AnyMySqlColumn, ellipsis = ''): string {
  return truncateText(value, columnLimit(column), ellipsis);
}
