// Only node: imports: scripts/serve.ts loads this with type stripping.
import type { DatabaseSettings } from '../config/installConfig.ts';
import { builtinDatabasePaths } from './builtinDatabasePaths.ts';

export const BUILTIN_DATABASE_NAME = 'plaza';

/**
 * The connection to the built-in server: root without a password, through the socket alone
 * (the server listens on no port; the socket's folder is readable by the forum's account only).
 * Host and port stay for the tools that expect them; every client uses the socket.
 */
export function builtinDatabaseSettings(dataDir: string): DatabaseSettings {
  return {
    builtin: true,
    socketPath: builtinDatabasePaths(dataDir).socket,
    host: 'localhost',
    port: 3306,
    database: BUILTIN_DATABASE_NAME,
    username: 'root',
    password: '',
  };
}
