import type { DatabaseSettings } from '../../config/installConfig.ts';

const SAFE_WORD = /^[A-Za-z0-9_@%+=:,./-]+$/;

function shellWord(value: string): string {
  return SAFE_WORD.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

export interface RestoreTarget {
  dataDir: string;
  database: string;
  /** The command, to paste as it is but for PASSWORD when the database has one (never printed). */
  command: string;
  needsPassword: boolean;
}

/**
 * The scripts/restore.sh command that puts `archive` into a new database beside the forum's and a new
 * data folder beside its own, since restore.sh refuses a database with tables and a used data folder;
 * for the built-in database, the new data folder's own built-in database.
 */
export function restoreCommand(options: {
  scriptPath: string;
  archive: string;
  dataDir: string;
  database: DatabaseSettings;
}): RestoreTarget {
  const { database } = options;
  const dataDir = `${options.dataDir.replace(/\/+$/, '')}-restored`;
  // The built-in database lives in the data folder (decision 067): the new folder gets its own.
  if (database.builtin) {
    const command = [
      `DATA_DIR=${shellWord(dataDir)}`,
      'sh',
      shellWord(options.scriptPath),
      shellWord(options.archive),
    ];
    return { dataDir, database: database.database, command: command.join(' '), needsPassword: false };
  }
  const name = `${database.database.slice(0, 55)}_restored`;
  const needsPassword = database.password !== '';
  const user = encodeURIComponent(database.username) + (needsPassword ? ':PASSWORD' : '');
  const url = `mysql://${user}@${database.host}:${database.port}/${encodeURIComponent(name)}`;
  const command = [
    `DATA_DIR=${shellWord(dataDir)}`,
    `DATABASE_URL=${shellWord(url)}`,
    'sh',
    shellWord(options.scriptPath),
    shellWord(options.archive),
  ].join(' ');
  return { dataDir, database: name, command, needsPassword };
}
