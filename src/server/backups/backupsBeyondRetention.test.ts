import { describe, expect, it } from 'vitest';
import { backupsBeyondRetention } from './backupsBeyondRetention.ts';

const backup = (id: number, day: number) => ({
  id,
  file: `plaza-backup-202612${String(day).padStart(2, '0')}T030000Z.tar.gz`,
  startedAt: new Date(Date.UTC(2026, 11, day, 3)),
});

describe('backup rotation', () => {
  it('deletes every archive past the newest ones kept, whatever order they come in', () => {
    const kept = [backup(3, 3), backup(1, 1), backup(5, 5), backup(2, 2), backup(4, 4)];
    expect(backupsBeyondRetention(kept, 3).map((run) => run.id)).toEqual([2, 1]);
  });

  it('deletes nothing while there are no more than kept', () => {
    expect(backupsBeyondRetention([backup(1, 1), backup(2, 2)], 2)).toEqual([]);
    expect(backupsBeyondRetention([], 7)).toEqual([]);
  });

  it('always keeps the newest archive', () => {
    expect(backupsBeyondRetention([backup(1, 1), backup(2, 2)], 0).map((run) => run.id)).toEqual([1]);
  });

  it('orders two backups of the same moment by their id', () => {
    const same = new Date(Date.UTC(2026, 11, 7, 3));
    const kept = [
      { id: 8, file: 'a', startedAt: same },
      { id: 9, file: 'b', startedAt: same },
    ];
    expect(backupsBeyondRetention(kept, 1).map((run) => run.id)).toEqual([8]);
  });
});
