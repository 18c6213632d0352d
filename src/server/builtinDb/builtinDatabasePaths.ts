// Only node: imports: scripts/serve.ts loads this with type stripping.
import { join, resolve } from 'node:path';

/** Where the built-in MariaDB keeps everything: one folder inside the forum's data folder. */
export interface BuiltinDatabasePaths {
  /** DATA_DIR/mysql, mode 0700: only the forum's own account may reach the socket and the files. */
  root: string;
  dataDir: string;
  tmpDir: string;
  socket: string;
  pidFile: string;
  errorLog: string;
}

// sockaddr_un holds 108 bytes with the closing zero; a longer path cannot be bound.
const SOCKET_PATH_MAX = 107;

export class SocketPathTooLongError extends Error {
  override name = 'SocketPathTooLongError';
}

export function builtinDatabasePaths(dataDir: string): BuiltinDatabasePaths {
  const root = join(resolve(dataDir), 'mysql');
  const paths = {
    root,
    dataDir: join(root, 'data'),
    tmpDir: join(root, 'tmp'),
    socket: join(root, 'mysqld.sock'),
    pidFile: join(root, 'mysqld.pid'),
    errorLog: join(root, 'mariadbd.log'),
  };
  if (Buffer.byteLength(paths.socket) > SOCKET_PATH_MAX) {
    throw new SocketPathTooLongError(
      `the built-in database's socket path ${paths.socket} is longer than ${SOCKET_PATH_MAX} bytes: use a shorter DATA_DIR`,
    );
  }
  return paths;
}
