import { describe, expect, it } from 'vitest';
import { latestBackupSlot, nextBackupSlot, zonedInstant } from './backupSlot.ts';

describe('backup slots', () => {
  it('turns a wall-clock time of a zone into its instant', () => {
    expect(zonedInstant('2026-12-07', '03:00', 'UTC').toISOString()).toBe('2026-12-07T03:00:00.000Z');
    expect(zonedInstant('2026-12-07', '03:00', 'Asia/Shanghai').toISOString()).toBe(
      '2026-12-06T19:00:00.000Z',
    );
    expect(zonedInstant('2026-07-01', '03:00', 'America/New_York').toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    );
    expect(zonedInstant('2026-12-01', '03:00', 'America/New_York').toISOString()).toBe(
      '2026-12-01T08:00:00.000Z',
    );
  });

  it('keeps the wall-clock time across a clock change', () => {
    // Europe/Berlin moves from +1 to +2 on 2026-03-29 at 02:00 local time.
    expect(zonedInstant('2026-03-28', '03:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-28T02:30:00.000Z',
    );
    expect(zonedInstant('2026-03-29', '03:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    // 02:30 does not exist that night: the slot falls an hour on, still once that day.
    expect(zonedInstant('2026-03-29', '02:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('finds the latest slot that has come and the next that has not', () => {
    const zone = 'Asia/Shanghai';
    const beforeSlot = new Date('2026-12-07T18:59:00Z'); // 02:59 on the 8th in Shanghai
    expect(latestBackupSlot(beforeSlot, '03:00', zone).toISOString()).toBe('2026-12-06T19:00:00.000Z');
    expect(nextBackupSlot(beforeSlot, '03:00', zone).toISOString()).toBe('2026-12-07T19:00:00.000Z');
    const atSlot = new Date('2026-12-07T19:00:00Z');
    expect(latestBackupSlot(atSlot, '03:00', zone).toISOString()).toBe('2026-12-07T19:00:00.000Z');
    expect(nextBackupSlot(atSlot, '03:00', zone).toISOString()).toBe('2026-12-08T19:00:00.000Z');
  });

  it('crosses the end of a month and a year', () => {
    const now = new Date('2026-12-31T23:30:00Z');
    expect(nextBackupSlot(now, '00:15', 'UTC').toISOString()).toBe('2027-01-01T00:15:00.000Z');
    expect(latestBackupSlot(now, '23:45', 'UTC').toISOString()).toBe('2026-12-30T23:45:00.000Z');
  });
});
