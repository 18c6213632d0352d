/** A backup whose archive is still on disk. */
interface KeptBackup {
  id: number;
  file: string;
  startedAt: Date;
}

/** The archives rotation deletes: every one past the `keep` newest (ties broken by the later id). */
export function backupsBeyondRetention<T extends KeptBackup>(kept: readonly T[], keep: number): T[] {
  const newestFirst = [...kept].sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime() || b.id - a.id);
  return newestFirst.slice(Math.max(1, keep));
}
