import type { MigrationFile } from '../migrationFolder.ts';
import type { MigrationFailedError } from '../migrationFailedError.ts';
import type { RestoreTarget } from './restoreCommand.ts';

export type BackupOutcome =
  | { kind: 'archive'; path: string; restore: RestoreTarget }
  | { kind: 'skipped' }
  | { kind: 'empty-database' };

const tags = (migrations: MigrationFile[]) => migrations.map((migration) => migration.tag).join(', ');

function statementsThatTookEffect(failure: MigrationFailedError): string {
  const { migration, statementNumber } = failure;
  const total = migration.statements.length;
  const done = statementNumber - 1;
  if (done === 0) return `none of the ${total} statements of ${migration.tag} took effect`;
  const first = done === 1 ? 'its first statement' : `its first ${done} statements`;
  return `of ${migration.tag}, ${first} (of ${total}) took effect and the rest did not`;
}

function wayBack(backup: BackupOutcome, failing: string, databaseFromEnvironment: boolean): string[] {
  if (backup.kind === 'skipped') {
    return [
      'No backup was taken before the upgrade (SKIP_UPGRADE_BACKUP is set): restore your own latest backup.',
    ];
  }
  if (backup.kind === 'empty-database') return ['No backup was taken: the database held no tables before.'];
  const { restore } = backup;
  return [
    `Backup taken before the upgrade: ${backup.path}`,
    'To go back to the forum as it was, restore it into a new database and a new data folder:',
    `  ${restore.command}`,
    ...(restore.needsPassword
      ? ['  (PASSWORD: the database password, URL-encoded; it is not printed here.)']
      : []),
    `then start the version of Plaza you upgraded from with DATA_DIR=${restore.dataDir}` +
      (databaseFromEnvironment ? ` and DATABASE_URL naming the database ${restore.database}.` : '.'),
    `Starting this version again retries ${failing} on the database as it is now.`,
  ];
}

/** What the operator reads when a migration fails: which, why, what state the database is in, the way back. */
export function migrationFailedMessage(
  failure: MigrationFailedError,
  backup: BackupOutcome,
  databaseFromEnvironment: boolean,
): string {
  const { migration } = failure;
  const untouched = failure.appliedBefore.length === 0 && failure.statementNumber === 1;
  const state = [
    'MariaDB and MySQL cannot roll back schema changes, so what ran before the failure stays:',
    failure.appliedBefore.length > 0
      ? `applied by this start: ${tags(failure.appliedBefore)};`
      : 'no migration before it was applied;',
    `${statementsThatTookEffect(failure)};`,
    failure.notReached.length > 0 ? `not applied: ${tags(failure.notReached)}.` : 'no later migration waits.',
    untouched
      ? 'The database is as it was before this start.'
      : 'The database is partly upgraded, and this version cannot serve it as it is.',
  ].join(' ');
  return [
    `Plaza cannot start: migration ${migration.tag} failed, so the upgrade stopped.`,
    `  File: ${migration.path} (statement ${failure.statementNumber} of ${migration.statements.length})`,
    `  Error: ${failure.reason}`,
    state,
    ...wayBack(backup, migration.tag, databaseFromEnvironment),
  ].join('\n');
}

/** What the operator reads when the backup before new migrations fails: nothing was changed. */
export function backupFailedMessage(pending: MigrationFile[], reason: string, backupDir: string): string {
  const count = pending.length === 1 ? '1 new migration' : `${pending.length} new migrations`;
  return [
    `Plaza cannot start: the backup before applying ${count} (${tags(pending)}) failed,`,
    'so no migration ran and the database is unchanged.',
    `  Error: ${reason}`,
    `Make scripts/backup.sh work (it needs mariadb-dump or mysqldump and room in ${backupDir}) and start again,`,
    'or start with SKIP_UPGRADE_BACKUP=true to upgrade without a backup, knowingly.',
  ].join('\n');
}
