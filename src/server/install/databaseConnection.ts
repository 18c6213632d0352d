import mysql from 'mysql2/promise';
import type { DatabaseSettings } from '@/server/config/installConfig.ts';
import { connectionTarget } from '@/server/db/connectionTarget.ts';
import { m } from '@/paraglide/messages.js';
import { InstallFailure, describeError } from './installFailure.ts';

const CONNECT_TIMEOUT_MS = 5000;
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** The install request's part these failures are about, so the wizard returns to that step. */
export const DATABASE_FIELD = 'dbConfig';

/** The driver's error code (`ER_BAD_DB_ERROR`, `ECONNREFUSED`, …), if it has one. */
export function driverErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function connectionFailed(reason: string): InstallFailure {
  return new InstallFailure(
    'connect',
    400,
    m.install_db_connection_failed({ reason }),
    undefined,
    DATABASE_FIELD,
  );
}

/** A failure to reach the server or sign in to it, saying which of the two went wrong. */
export function serverConnectionFailure(error: unknown, settings: DatabaseSettings): InstallFailure {
  const code = driverErrorCode(error);
  if (code === 'ER_ACCESS_DENIED_ERROR') return connectionFailed(m.install_db_reason_access_denied());
  if (code && UNREACHABLE.has(code)) {
    return connectionFailed(
      m.install_db_reason_unreachable({ host: settings.host, port: String(settings.port) }),
    );
  }
  return connectionFailed(describeError(error));
}

/** One connection with the wizard's details: to the named database, or to the server alone. */
export function openConnection(settings: DatabaseSettings, useDatabase: boolean): Promise<mysql.Connection> {
  return mysql.createConnection({
    ...connectionTarget(settings),
    user: settings.username,
    password: settings.password,
    ...(useDatabase ? { database: settings.database } : {}),
    charset: 'utf8mb4_unicode_ci',
    connectTimeout: CONNECT_TIMEOUT_MS,
  });
}
