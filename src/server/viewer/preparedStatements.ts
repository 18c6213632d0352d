import { createHash } from 'node:crypto';
import type mysql from 'mysql2/promise';

/** How many statements one connection keeps prepared; the least recently used is let go first. */
export const PREPARED_PER_CONNECTION = 32;

/** What one pooled connection has prepared (SQL PREPARE, by name), as this process sent it. */
export interface PreparedOnConnection {
  /**
   * The statements to send before `execute name`: none when the connection has it prepared, else
   * its PREPARE, after a DEALLOCATE of the least recently used one when the connection is full.
   */
  use(name: string, text: string): string[];
  /** After a failed round, what the connection holds is unknown: everything is prepared again. */
  forget(): void;
}

/** A statement's text as its prepared name on a connection: the same text, the same name. */
export function statementName(text: string): string {
  return `plaza_viewer_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
}

// Keyed by the driver's connection, which stays the same object across pool checkouts and is
// replaced (with nothing prepared) when the pool reconnects.
const preparedByConnection = new WeakMap<object, Set<string>>();

export function preparedOn(connection: mysql.PoolConnection): PreparedOnConnection {
  const key = connection.connection;
  let names = preparedByConnection.get(key);
  if (!names) {
    names = new Set();
    preparedByConnection.set(key, names);
  }
  const prepared = names;
  return {
    use(name, text) {
      if (prepared.delete(name)) {
        prepared.add(name); // most recently used last
        return [];
      }
      const statements: string[] = [];
      if (prepared.size >= PREPARED_PER_CONNECTION) {
        const [oldest] = prepared;
        if (oldest !== undefined) {
          prepared.delete(oldest);
          statements.push(`deallocate prepare ${oldest}`);
        }
      }
      prepared.add(name);
      statements.push(`prepare ${name} from ${connection.escape(text)}`);
      return statements;
    },
    forget() {
      prepared.clear();
    },
  };
}
