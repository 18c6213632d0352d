import type { Database } from './client.ts';
import { readTargetOf } from './replicas.ts';

/**
 * A read statement that drizzle builds once per database instead of on every call: for the
 * statements every signed-in request runs (the session look-up), where building the SQL cost more
 * of the server's time than sending it. Reads still follow the replica routing of decision 020.
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
