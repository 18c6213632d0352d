import type { DatabaseSettings } from '@/server/config/installConfig.ts';
import { ErrorCode, type ErrorCodeValue } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';
import { InstallFailure } from './installFailure.ts';
import {
  DATABASE_FIELD,
  connectionFailed,
  driverErrorCode,
  openConnection,
  serverConnectionFailure,
} from './databaseConnection.ts';
import { quoteIdentifier } from './sqlIdentifier.ts';

/** The errors MySQL gives for a database the account cannot open: it may not exist, or not be the account's. */
export const UNOPENABLE_DATABASE = new Set(['ER_BAD_DB_ERROR', 'ER_DBACCESS_DENIED_ERROR']);

// The current account as information_schema names grantees: 'user'@'host'.
const CURRENT_GRANTEE =
  "CONCAT('''', SUBSTRING_INDEX(CURRENT_USER(), '@', 1), '''@''', SUBSTRING_INDEX(CURRENT_USER(), '@', -1), '''')";
// CREATE on every database, or on a database pattern (LIKE syntax, as MySQL stores it) matching the name.
const MAY_CREATE_SQL = `
  SELECT 1 FROM information_schema.USER_PRIVILEGES
   WHERE GRANTEE = ${CURRENT_GRANTEE} AND PRIVILEGE_TYPE = 'CREATE'
  UNION ALL
  SELECT 1 FROM information_schema.SCHEMA_PRIVILEGES
   WHERE GRANTEE = ${CURRENT_GRANTEE} AND PRIVILEGE_TYPE = 'CREATE' AND ? LIKE TABLE_SCHEMA`;

/** What the account can learn about a database it could not open. */
interface DatabaseAccess {
  /** The account sees the database (it exists, and the account may list it). */
  visible: boolean;
  /** The account holds CREATE for this name, directly (roles are not looked at). */
  mayCreate: boolean;
}

async function inspectDatabaseAccess(settings: DatabaseSettings): Promise<DatabaseAccess> {
  const connection = await openConnection(settings, false).catch((error: unknown) => {
    throw serverConnectionFailure(error, settings);
  });
  try {
    const [schemas] = await connection.query(
      'SELECT 1 FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?',
      [settings.database],
    );
    const [grants] = await connection.query(MAY_CREATE_SQL, [settings.database]);
    return { visible: (schemas as unknown[]).length > 0, mayCreate: (grants as unknown[]).length > 0 };
  } finally {
    await connection.end().catch(() => undefined);
  }
}

const failure = (message: string, errorCode?: ErrorCodeValue) =>
  new InstallFailure('database', 400, message, errorCode, DATABASE_FIELD);

/**
 * Explains a database the account could not open. MySQL answers "access denied" both for a
 * database that exists but is not the account's and for one that does not exist (unless the
 * account has rights on that name), so the account's own view of the server decides the words.
 */
export async function unopenableDatabaseFailure(
  code: string,
  settings: DatabaseSettings,
): Promise<InstallFailure> {
  const { username, database } = settings;
  const access = await inspectDatabaseAccess(settings);
  if (access.visible) return connectionFailed(m.install_db_reason_no_access({ username, database }));
  if (access.mayCreate) {
    return failure(m.install_db_missing_can_create({ username, database }), ErrorCode.installDatabaseMissing);
  }
  if (code === 'ER_BAD_DB_ERROR') return failure(m.install_db_missing_cannot_create({ username, database }));
  return failure(m.install_db_missing_or_denied({ username, database }));
}

/** The wizard's "create the database": utf8mb4 / utf8mb4_unicode_ci, refused cleanly without CREATE. */
export async function createMissingDatabase(settings: DatabaseSettings): Promise<void> {
  const connection = await openConnection(settings, false).catch((error: unknown) => {
    throw serverConnectionFailure(error, settings);
  });
  try {
    await connection.query(
      `CREATE DATABASE IF NOT EXISTS ${quoteIdentifier(settings.database)} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  } catch (error) {
    const code = driverErrorCode(error);
    if (code === 'ER_DBACCESS_DENIED_ERROR' || code === 'ER_SPECIFIC_ACCESS_DENIED_ERROR') {
      const { username, database } = settings;
      throw new InstallFailure(
        'database',
        403,
        m.install_db_create_denied({ username, database }),
        ErrorCode.forbidden,
        DATABASE_FIELD,
      );
    }
    throw serverConnectionFailure(error, settings);
  } finally {
    await connection.end().catch(() => undefined);
  }
}
