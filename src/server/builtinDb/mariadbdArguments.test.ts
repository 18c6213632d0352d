import { describe, expect, it } from 'vitest';
import { builtinDatabasePaths } from './builtinDatabasePaths.ts';
import { installDbArguments, mariadbdArguments } from './mariadbdArguments.ts';

const paths = builtinDatabasePaths('/srv/plaza/data');
const root = { uid: 0, username: 'root' };
const member = { uid: 1000, username: 'forum' };

const option = (args: string[], name: string) =>
  args.find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));

describe('mariadbdArguments', () => {
  it('keeps every file in the data folder and listens on the socket alone', () => {
    const args = mariadbdArguments(paths, member);
    expect(args[0]).toBe('--no-defaults');
    expect(option(args, 'datadir')).toBe('--datadir=/srv/plaza/data/mysql/data');
    expect(option(args, 'socket')).toBe('--socket=/srv/plaza/data/mysql/mysqld.sock');
    expect(option(args, 'pid-file')).toBe('--pid-file=/srv/plaza/data/mysql/mysqld.pid');
    expect(option(args, 'tmpdir')).toBe('--tmpdir=/srv/plaza/data/mysql/tmp');
    expect(args).toContain('--skip-networking');
    expect(option(args, 'port')).toBeUndefined();
    expect(option(args, 'bind-address')).toBeUndefined();
  });

  it('is sized for a small forum', () => {
    const args = mariadbdArguments(paths, member);
    expect(args).toContain('--performance-schema=OFF');
    expect(args).toContain('--innodb-buffer-pool-size=256M');
    expect(args).toContain('--character-set-server=utf8mb4');
    expect(args).toContain('--collation-server=utf8mb4_unicode_ci');
  });

  it('names root as the user only when running as root, which mariadbd otherwise refuses', () => {
    expect(option(mariadbdArguments(paths, root), 'user')).toBe('--user=root');
    expect(option(mariadbdArguments(paths, member), 'user')).toBeUndefined();
  });
});

describe('installDbArguments', () => {
  it('creates the system tables for the account that will run the server, root signing in without a password', () => {
    const args = installDbArguments(paths, member);
    expect(args).toContain('--user=forum');
    expect(args).toContain('--auth-root-authentication-method=normal');
    expect(args).toContain('--skip-test-db');
    expect(option(args, 'datadir')).toBe('--datadir=/srv/plaza/data/mysql/data');
  });
});
