import { describe, expect, it } from 'vitest';
import { SocketPathTooLongError, builtinDatabasePaths } from './builtinDatabasePaths.ts';

describe('builtinDatabasePaths', () => {
  it('puts everything in DATA_DIR/mysql, resolving a relative data folder', () => {
    const paths = builtinDatabasePaths('data');
    expect(paths.root).toBe(`${process.cwd()}/data/mysql`);
    expect(paths.socket).toBe(`${process.cwd()}/data/mysql/mysqld.sock`);
    expect(paths.dataDir.startsWith(paths.root)).toBe(true);
  });

  it('refuses a data folder whose socket path a Unix socket cannot hold', () => {
    expect(() => builtinDatabasePaths(`/${'x'.repeat(100)}`)).toThrow(SocketPathTooLongError);
  });
});
