import { sql, type SQL } from 'drizzle-orm';
import type { MySqlColumn } from 'drizzle-orm/mysql-core';
import type { Database } from './client.ts';
import { readTargetOf } from './replicas.ts';

/**
 * A read statement that drizzle builds once per database instead of on every call: for the
 * statements every signed-in request runs (the session look-up) and every list page runs (the
 * cards' authors, nodes and tags), where building the SQL cost more of the server's time than
 * sending it (drizzle was ~9% of an uncached home page's CPU). Reads still follow the replica
 * routing of decision 020.
 */
export function preparedRead<Prepared>(build: (db: Database) => Prepared): (db: Database) => Prepared {
  const built = new WeakMap<Database, Prepared>();
  return (db) => {
    const target = readTargetOf(db);
    let prepared = built.get(target);
    if (!prepared) {
      prepared = build(target);
      built.set(target, prepared);
    }
    return prepared;
  };
}

/**
 * `column in (…)` over a list given when the statement runs: mysql2 writes an array value as a
 * comma-separated list of escaped values. The list must not be empty (callers return early).
 */
export function inPlaceholder(column: MySqlColumn, name: string): SQL {
  return sql`${column} in (${sql.placeholder(name)})`;
}
