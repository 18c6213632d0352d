import mysql from 'mysql2/promise';
import type { DatabaseSettings } from '@/server/config/installConfig.ts';
import { m } from '@/paraglide/messages.js';
import { InstallFailure, describeError } from './installFailure.ts';
import {
  describeServerVersion,
  isSupportedVersion,
  parseServerVersion,
  type ServerVersion,
} from './serverVersion.ts';

const CONNECT_TIMEOUT_MS = 5000;
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// The install request's part these failures are about, so the wizard returns to that step.
const FIELD = 'dbConfig';

function connectionFailed(reason: string): InstallFailure {
  return new InstallFailure('connect', 400, m.install_db_connection_failed({ reason }), undefined, FIELD);
}

function toConnectFailure(error: unknown, settings: DatabaseSettings): InstallFailure {
  const code = (error as { code?: unknown }).code;
  if (code === 'ER_BAD_DB_ERROR') {
    return new InstallFailure(
      'database',
      400,
      m.install_db_not_found({ database: settings.database }),
      undefined,
      FIELD,
    );
  }
  if (code === 'ER_ACCESS_DENIED_ERROR') return connectionFailed(m.install_db_reason_access_denied());
  if (code === 'ER_DBACCESS_DENIED_ERROR') {
    return connectionFailed(
      m.install_db_reason_no_access({ username: settings.username, database: settings.database }),
    );
  }
  if (typeof code === 'string' && UNREACHABLE.has(code)) {
    return connectionFailed(
      m.install_db_reason_unreachable({ host: settings.host, port: String(settings.port) }),
    );
  }
  return connectionFailed(describeError(error));
}

/** Opens one connection to the named database; failures say whether the server, the account or the database is wrong. */
export async function connectToDatabase(settings: DatabaseSettings): Promise<mysql.Connection> {
  try {
    return await mysql.createConnection({
      host: settings.host,
      port: settings.port,
      user: settings.username,
      password: settings.password,
      database: settings.database,
      charset: 'utf8mb4_unicode_ci',
      connectTimeout: CONNECT_TIMEOUT_MS,
    });
  } catch (error) {
    throw toConnectFailure(error, settings);
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
      FIELD,
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
      FIELD,
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
