import { describe, expect, it } from 'vitest';
import { MigrationFailedError } from '../migrationFailedError.ts';
import type { MigrationFile } from '../migrationFolder.ts';
import { restoreCommand } from './restoreCommand.ts';
import { backupFailedMessage, migrationFailedMessage, type BackupOutcome } from './upgradeRefusalMessages.ts';

function migration(tag: string, statements: number): MigrationFile {
  return {
    tag,
    path: `/srv/plaza/db/migrations/${tag}.sql`,
    createdAt: 1,
    hash: 'h',
    statements: Array.from({ length: statements }, (_, index) => `SELECT ${index}`),
  };
}

const tableMissing = Object.assign(new Error("Table 'plaza.missing' doesn't exist"), {
  code: 'ER_NO_SUCH_TABLE',
});
const archive = '/srv/plaza/data/backups/plaza-pre-upgrade-20261206T214507Z-before-0031_a.tar.gz';
const backedUp: BackupOutcome = {
  kind: 'archive',
  path: archive,
  restore: restoreCommand({
    scriptPath: '/srv/plaza/scripts/restore.sh',
    archive,
    dataDir: '/srv/plaza/data',
    database: { host: '127.0.0.1', port: 3306, database: 'plaza', username: 'plaza', password: 'pw' },
  }),
};

describe('the message of a failed migration', () => {
  const failure = new MigrationFailedError({
    migration: migration('0032_b', 3),
    statementNumber: 3,
    appliedBefore: [migration('0031_a', 1)],
    notReached: [migration('0033_c', 1)],
    cause: tableMissing,
  });
  const message = migrationFailedMessage(failure, backedUp, false);

  it('names the migration, its file, the failing statement and the error', () => {
    expect(message).toMatch(/^Plaza cannot start: migration 0032_b failed/);
    expect(message).toContain('File: /srv/plaza/db/migrations/0032_b.sql (statement 3 of 3)');
    expect(message).toContain("Error: Table 'plaza.missing' doesn't exist (ER_NO_SUCH_TABLE)");
  });

  it('says what state the database is in', () => {
    expect(message).toContain('cannot roll back schema changes');
    expect(message).toContain('applied by this start: 0031_a;');
    expect(message).toContain('of 0032_b, its first 2 statements (of 3) took effect and the rest did not;');
    expect(message).toContain('not applied: 0033_c.');
    expect(message).toContain('The database is partly upgraded');
  });

  it('gives the exact restore command for the backup, without the password', () => {
    expect(message).toContain(`Backup taken before the upgrade: ${archive}`);
    expect(message).toContain(
      `  DATA_DIR=/srv/plaza/data-restored DATABASE_URL=mysql://plaza:PASSWORD@127.0.0.1:3306/plaza_restored sh /srv/plaza/scripts/restore.sh ${archive}`,
    );
    expect(message).toContain('with DATA_DIR=/srv/plaza/data-restored.');
    expect(message).not.toContain(':pw@');
  });

  it('says the database is untouched when the first statement of the first migration failed', () => {
    const first = new MigrationFailedError({
      migration: migration('0031_a', 2),
      statementNumber: 1,
      appliedBefore: [],
      notReached: [],
      cause: tableMissing,
    });
    const text = migrationFailedMessage(first, backedUp, true);
    expect(text).toContain('none of the 2 statements of 0031_a took effect');
    expect(text).toContain('The database is as it was before this start.');
    expect(text).toContain('and DATABASE_URL naming the database plaza_restored.');
  });

  it('says no backup exists when the operator skipped it', () => {
    const text = migrationFailedMessage(failure, { kind: 'skipped' }, false);
    expect(text).toContain('No backup was taken before the upgrade (SKIP_UPGRADE_BACKUP is set)');
    expect(text).not.toContain('restore.sh');
  });
});

describe('the message of a failed backup', () => {
  it('names the pending migrations, says nothing ran, and how to go on', () => {
    const text = backupFailedMessage(
      [migration('0031_a', 1), migration('0032_b', 1)],
      'None of mariadb-dump mysqldump is installed',
      '/srv/plaza/data/backups',
    );
    expect(text).toContain('the backup before applying 2 new migrations (0031_a, 0032_b) failed');
    expect(text).toContain('no migration ran and the database is unchanged');
    expect(text).toContain('Error: None of mariadb-dump mysqldump is installed');
    expect(text).toContain('SKIP_UPGRADE_BACKUP=true');
  });
});
