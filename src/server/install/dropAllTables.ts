import type mysql from 'mysql2/promise';
import { quoteIdentifier } from './sqlIdentifier.ts';

/**
 * Undoes a failed install: drops every table and view in the connection's database, which was
 * verified empty (and claimed for this install) before anything was created.
 */
export async function dropAllTables(connection: mysql.Connection): Promise<void> {
  const [rows] = await connection.query(
    'SELECT TABLE_NAME AS name, TABLE_TYPE AS type FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()',
  );
  const objects = rows as Array<{ name: string; type: string }>;
  await connection.query('SET FOREIGN_KEY_CHECKS = 0');
  try {
    for (const { name, type } of objects) {
      const kind = type === 'VIEW' ? 'VIEW' : 'TABLE';
      await connection.query(`DROP ${kind} IF EXISTS ${quoteIdentifier(name)}`);
    }
  } finally {
    await connection.query('SET FOREIGN_KEY_CHECKS = 1');
  }
}
