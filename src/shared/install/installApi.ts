/** Paths and answers of the installer API, shared by the wizard and the endpoints. */
export const INSTALL_API = {
  status: '/api/install/status',
  testDbConnection: '/api/install/test_db_connection',
  createDatabase: '/api/install/create_database',
  startBuiltinDatabase: '/api/install/start_builtin_database',
  install: '/api/install/install',
} as const;

/** Connection details the wizard may prefill; never the password. */
export interface DatabasePrefill {
  host: string;
  port: number;
  database: string;
  username: string;
}

/**
 * Whether this server can run the built-in database (decision 067): null when DATABASE_URL names
 * the database, so only that server is offered; otherwise available, or not and why.
 */
export type BuiltinDatabaseOffer = { available: true } | { available: false; reason: string } | null;

/** `database` is DATABASE_URL's settings when the server has one. */
export type InstallStatus =
  | { installed: true }
  | { installed: false; database: DatabasePrefill | null; builtinDatabase: BuiltinDatabaseOffer };

export type DatabaseServerType = 'mysql' | 'mariadb';

export interface DatabaseTestResult {
  serverType: DatabaseServerType;
  version: string;
}

export interface InstallResult {
  installed: true;
  siteTitle: string;
  username: string;
}
