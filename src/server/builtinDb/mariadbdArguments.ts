// Only node: imports: scripts/serve.ts loads this with type stripping.
import type { BuiltinDatabasePaths } from './builtinDatabasePaths.ts';

/**
 * The OS account mariadbd runs as. mariadbd refuses to run as root unless told `--user=root`;
 * under any other account it runs as that account and needs no option.
 */
export interface DatabaseAccount {
  uid: number;
  username: string;
}

function userOption(account: DatabaseAccount): string[] {
  return account.uid === 0 ? ['--user=root'] : [];
}

/** mariadb-install-db: the system tables, with root@localhost signing in without a password (socket only). */
export function installDbArguments(paths: BuiltinDatabasePaths, account: DatabaseAccount): string[] {
  return [
    '--no-defaults',
    `--datadir=${paths.dataDir}`,
    `--tmpdir=${paths.tmpDir}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
    `--user=${account.username}`,
  ];
}

/**
 * mariadbd for one small forum on one machine: reachable only through the socket in the
 * 0700 folder, and sized so that the app and the server together stay under 1 GB resident.
 */
export function mariadbdArguments(paths: BuiltinDatabasePaths, account: DatabaseAccount): string[] {
  return [
    '--no-defaults',
    `--datadir=${paths.dataDir}`,
    `--tmpdir=${paths.tmpDir}`,
    `--socket=${paths.socket}`,
    `--pid-file=${paths.pidFile}`,
    `--log-error=${paths.errorLog}`,
    ...userOption(account),
    '--skip-networking',
    '--skip-name-resolve',
    '--character-set-server=utf8mb4',
    '--collation-server=utf8mb4_unicode_ci',
    '--performance-schema=OFF',
    '--innodb-buffer-pool-size=256M',
    '--innodb-log-file-size=64M',
    '--innodb-log-buffer-size=8M',
    '--aria-pagecache-buffer-size=16M',
    '--key-buffer-size=8M',
    '--query-cache-type=OFF',
    '--query-cache-size=0',
    '--tmp-table-size=16M',
    '--max-heap-table-size=16M',
    '--max-connections=200',
    '--thread-cache-size=32',
    '--table-open-cache=800',
    '--table-definition-cache=400',
  ];
}
