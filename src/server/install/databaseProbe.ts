import type mysql from 'mysql2/promise';
import type { DatabaseSettings } from '@/server/config/installConfig.ts';
import { m } from '@/paraglide/messages.js';
import { InstallFailure } from './installFailure.ts';
import {
  describeServerVersion,
  isSupportedVersion,
  parseServerVersion,
  type ServerVersion,
} from './serverVersion.ts';
import {
  DATABASE_FIELD,
  driverErrorCode,
  openConnection,
  serverConnectionFailure,
} from './databaseConnection.ts';
import { UNOPENABLE_DATABASE, unopenableDatabaseFailure } from './missingDatabase.ts';

/** Opens one connection to the named database; failures say whether the server, the account or the database is wrong. */
export async function connectToDatabase(settings: DatabaseSettings): Promise<mysql.Connection> {
  try {
    return await openConnection(settings, true);
  } catch (error) {
    const code = driverErrorCode(error);
    if (code && UNOPENABLE_DATABASE.has(code)) throw await unopenableDatabaseFailure(code, settings);
    throw serverConnectionFailure(error, settings);
  }
}

/** MySQL 5.7+ or MariaDB 10.6+. */
export async function checkServerVersion(connection: mysql.Connection): Promise<ServerVersion> {
  const [rows] = await connection.query('SELECT VERSION() AS version');
  const raw = String((rows as Array<{ version: unknown }>)[0]?.version ?? '');
  const version = parseServerVersion(raw);
  if (!version || !isSupportedVersion(version)) {
    const shown = version ? describeServerVersion(version) : raw || '?';
    throw new InstallFailure(
      'version',
      400,
      m.install_db_version_too_old({ version: shown }),
      undefined,
      DATABASE_FIELD,
    );
  }
  return version;
}

/** The connection's database holds no tables or views (a failed install may then drop all it finds). */
export async function checkDatabaseEmpty(connection: mysql.Connection, database: string): Promise<void> {
  const [rows] = await connection.query(
    'SELECT COUNT(*) AS count FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()',
  );
  const count = Number((rows as Array<{ count: unknown }>)[0]?.count ?? 0);
  if (count > 0) {
    throw new InstallFailure(
      'database',
      400,
      m.install_db_not_empty({ database, count: String(count) }),
      undefined,
      DATABASE_FIELD,
    );
  }
}

/** The wizard's "test connection": connects, checks the version and that the database is empty. */
export async function probeDatabase(settings: DatabaseSettings): Promise<ServerVersion> {
  const connection = await connectToDatabase(settings);
  try {
    const version = await checkServerVersion(connection);
    await checkDatabaseEmpty(connection, settings.database);
    return version;
  } finally {
    await connection.end().catch(() => undefined);
  }
}
