import { describe, expect, it } from 'vitest';
import { databaseInstallLockName } from './databaseInstallLock.ts';

describe('databaseInstallLockName', () => {
  it('fits MySQL’s 64-character limit for any database name', () => {
    expect(databaseInstallLockName('x'.repeat(64)).length).toBeLessThanOrEqual(64);
  });

  it('differs between databases', () => {
    expect(databaseInstallLockName('a')).not.toBe(databaseInstallLockName('b'));
  });
});
