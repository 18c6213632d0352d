import { sql, type SQL } from 'drizzle-orm';
import type { CounterDefinition } from './counterDefinitions.ts';

// MySQL 5.7 / MariaDB 10.6 SQL only: grouped joins and derived tables, no CTEs or window functions.

const tableOf = (counter: CounterDefinition) => sql.identifier(counter.table);
const columnOf = (counter: CounterDefinition) => sql.identifier(counter.column);

/** Stored and true value of each row the condition picks, as `id`, `stored`, `counted`; only rows that differ. */
function driftedRows(counter: CounterDefinition, where: SQL): SQL {
  return sql`SELECT t.id AS id, t.${columnOf(counter)} AS stored, ${sql.raw(counter.value)} AS counted
    FROM ${tableOf(counter)} t ${sql.raw(counter.join)}
    WHERE ${where}
    GROUP BY t.id, t.${columnOf(counter)}
    HAVING stored <> counted`;
}

/** The drifted rows with ids in (after, upTo], in id order. */
export function driftsBetweenSql(counter: CounterDefinition, after: number, upTo: number): SQL {
  return sql`${driftedRows(counter, sql`t.id > ${after} AND t.id <= ${upTo}`)} ORDER BY t.id`;
}

/** How many rows of the whole table drift, as `n` (the data set's consistency check). */
export function driftCountSql(counter: CounterDefinition): SQL {
  return sql`SELECT COUNT(*) AS n FROM (${driftedRows(counter, sql`1 = 1`)}) drifted`;
}

/** The next batch of the counter's table after an id, as `size` and `last` (keyset, never OFFSET). */
export function nextBatchSql(counter: CounterDefinition, after: number, limit: number): SQL {
  return sql`SELECT COUNT(*) AS size, MAX(id) AS last
    FROM (SELECT id FROM ${tableOf(counter)} WHERE id > ${after} ORDER BY id LIMIT ${limit}) batch`;
}

/** Locks the row holding the counter and reads its stored value, as `stored`. */
export function lockCounterSql(counter: CounterDefinition, id: number): SQL {
  return sql`SELECT ${columnOf(counter)} AS stored FROM ${tableOf(counter)} WHERE id = ${id} FOR UPDATE`;
}

/** The counter's true value for one row, as `counted`. */
export function recountSql(counter: CounterDefinition, id: number): SQL {
  return sql`SELECT ${sql.raw(counter.value)} AS counted FROM ${tableOf(counter)} t ${sql.raw(counter.join)}
    WHERE t.id = ${id}`;
}

export function setCounterSql(counter: CounterDefinition, id: number, value: number): SQL {
  return sql`UPDATE ${tableOf(counter)} SET ${columnOf(counter)} = ${value} WHERE id = ${id}`;
}
