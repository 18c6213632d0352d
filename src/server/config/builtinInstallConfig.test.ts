import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';

// getEnv() reads the environment once, so DATA_DIR is set before the server modules load.
const dataDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/plaza-builtin-config-${process.pid}`;
  process.env.DATA_DIR = dir;
  return dir;
});

import { readInstallConfig } from './installConfig.ts';

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('readInstallConfig on the built-in database', () => {
  it('takes the socket from the data folder it runs on, not from where the file was written', () => {
    mkdirSync(dataDir, { recursive: true });
    const database = {
      builtin: true,
      socketPath: '/old/place/data/mysql/mysqld.sock',
      host: 'localhost',
      port: 3306,
      database: 'plaza',
      username: 'root',
      password: '',
    };
    writeFileSync(
      `${dataDir}/config.json`,
      JSON.stringify({ database, installedAt: new Date().toISOString() }),
    );
    expect(readInstallConfig()?.database).toEqual({
      ...database,
      socketPath: `${dataDir}/mysql/mysqld.sock`,
    });
  });
});
