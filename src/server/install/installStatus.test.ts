import { afterAll, describe, expect, it, vi } from 'vitest';

// getEnv() reads the environment once, so it is set before the server modules load.
vi.hoisted(() => {
  process.env.DATABASE_URL = 'mysql://forum:s3cret-pass@db.example:3307/plaza_prod';
  process.env.DATA_DIR = `${process.env.TMPDIR ?? '/tmp'}/plaza-status-${process.pid}-${Date.now()}`;
});

import { installStatus } from './installStatus.ts';

afterAll(() => {
  delete process.env.DATABASE_URL;
});

describe('installStatus', () => {
  it('prefills the wizard from DATABASE_URL, without its password, and offers no built-in database', () => {
    const status = installStatus();
    expect(status).toEqual({
      installed: false,
      database: { host: 'db.example', port: 3307, database: 'plaza_prod', username: 'forum' },
      builtinDatabase: null,
    });
    expect(JSON.stringify(status)).not.toContain('s3cret');
  });
});
