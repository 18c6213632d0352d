/** The names scripts/backup.sh gives its archives: `plaza-backup-20261207T030000Z.tar.gz`. */
const BACKUP_FILE_NAME = /^plaza-backup-\d{8}T\d{6}Z\.tar\.gz$/;

/** Whether `name` is a backup archive's bare name: no folder, no `..`, nothing but the script's pattern. */
export function isBackupFileName(name: string): boolean {
  return BACKUP_FILE_NAME.test(name);
}
