import { describe, expect, it } from 'vitest';
import { preUpgradeArchiveName } from './preUpgradeBackup.ts';

describe('the pre-upgrade archive name', () => {
  it('says it was taken before an upgrade, when, and before which migration', () => {
    expect(preUpgradeArchiveName(new Date('2026-12-06T21:45:07.123Z'), '0031_member_notes')).toBe(
      'plaza-pre-upgrade-20261206T214507Z-before-0031_member_notes.tar.gz',
    );
  });

  it('keeps a hand-named tag from leaving the backup folder', () => {
    expect(preUpgradeArchiveName(new Date('2026-01-01T00:00:00Z'), '0032_../x y')).toBe(
      'plaza-pre-upgrade-20260101T000000Z-before-0032____x_y.tar.gz',
    );
  });
});
