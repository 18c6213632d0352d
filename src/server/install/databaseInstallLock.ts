import { createHash } from 'node:crypto';
import type mysql from 'mysql2/promise';

/** MySQL lock names are limited to 64 characters, so the database name is hashed. */
export function databaseInstallLockName(database: string): string {
  return `plaza_install_${createHash('sha1').update(database).digest('hex')}`;
}

/**
 * Claims the database for this install on the server itself, so processes that do not share a
 * data directory still never install into one database together. Held until the connection closes.
 */
export async function claimDatabaseForInstall(
  connection: mysql.Connection,
  database: string,
): Promise<boolean> {
  const [rows] = await connection.query('SELECT GET_LOCK(?, 0) AS acquired', [
    databaseInstallLockName(database),
  ]);
  return Number((rows as Array<{ acquired: unknown }>)[0]?.acquired) === 1;
}
