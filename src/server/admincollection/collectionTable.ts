import { eq } from 'drizzle-orm';
import type { MySqlUpdateSetSource } from 'drizzle-orm/mysql-core';
import type { Transaction } from '@/server/entities/entityTarget.ts';
import type { SortedTable } from './moveSortedRow.ts';

/**
 * A collection stored in this table: its schema's keys are the table's columns, so a parsed input is
 * written as it is (zod drops every other key of the body, the id included).
 */
export function collectionTable<T extends SortedTable>(table: T) {
  return {
    table,
    async insert(tx: Transaction, data: T['$inferInsert']): Promise<number> {
      const [result] = await tx.insert(table).values(data);
      return result.insertId;
    },
    async update(tx: Transaction, id: number, data: MySqlUpdateSetSource<T>): Promise<void> {
      await tx.update(table).set(data).where(eq(table.id, id));
    },
  };
}
