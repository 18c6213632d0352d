import { describe, expect, it } from 'vitest';
import { restoreCommand } from './restoreCommand.ts';

const base = {
  scriptPath: '/srv/plaza/scripts/restore.sh',
  archive: '/srv/plaza/data/backups/plaza-pre-upgrade-20261206T214507Z-before-0031_notes.tar.gz',
  dataDir: '/srv/plaza/data',
};

describe('the restore command after a failed upgrade', () => {
  it('restores into a new database and data folder beside the forum’s, runnable as printed', () => {
    const target = restoreCommand({
      ...base,
      database: { host: '127.0.0.1', port: 3306, database: 'plaza', username: 'root', password: '' },
    });
    expect(target).toEqual({
      dataDir: '/srv/plaza/data-restored',
      database: 'plaza_restored',
      needsPassword: false,
      command:
        'DATA_DIR=/srv/plaza/data-restored DATABASE_URL=mysql://root@127.0.0.1:3306/plaza_restored ' +
        'sh /srv/plaza/scripts/restore.sh ' +
        '/srv/plaza/data/backups/plaza-pre-upgrade-20261206T214507Z-before-0031_notes.tar.gz',
    });
  });

  it('never prints the database password, and quotes paths the shell would split', () => {
    const target = restoreCommand({
      ...base,
      dataDir: "/srv/my forum's data/",
      database: {
        host: 'db.internal',
        port: 3307,
        database: 'plaza',
        username: 'plaza',
        password: 's3cret!',
      },
    });
    expect(target.needsPassword).toBe(true);
    expect(target.command).not.toContain('s3cret');
    expect(target.command).toContain('DATABASE_URL=mysql://plaza:PASSWORD@db.internal:3307/plaza_restored');
    expect(target.command).toContain(`DATA_DIR='/srv/my forum'\\''s data-restored'`);
  });

  it('keeps the new database name within MySQL’s 64 characters', () => {
    const target = restoreCommand({
      ...base,
      database: { host: 'h', port: 3306, database: 'p'.repeat(64), username: 'u', password: '' },
    });
    expect(target.database).toHaveLength(64);
  });

  it('restores a forum on the built-in database into a new data folder with its own built-in database', () => {
    const target = restoreCommand({
      ...base,
      database: {
        builtin: true,
        socketPath: '/srv/plaza/data/mysql/mysqld.sock',
        host: 'localhost',
        port: 3306,
        database: 'plaza',
        username: 'root',
        password: '',
      },
    });
    expect(target).toEqual({
      dataDir: '/srv/plaza/data-restored',
      database: 'plaza',
      needsPassword: false,
      command:
        'DATA_DIR=/srv/plaza/data-restored sh /srv/plaza/scripts/restore.sh ' +
        '/srv/plaza/data/backups/plaza-pre-upgrade-20261206T214507Z-before-0031_notes.tar.gz',
    });
  });
});
