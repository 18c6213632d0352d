import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'plaza-startup-'));

function serve(env: Record<string, string>) {
  return spawnSync(process.execPath, ['scripts/serve.ts'], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
    timeout: 15000,
  });
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('start-up configuration', () => {
  it('stops with a message naming a bad environment variable', () => {
    const result = serve({ PORT: 'eighty' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Plaza cannot start');
    expect(result.stderr).toContain('PORT');
  });

  it('stops with a message naming a bad value in the config file', () => {
    writeFileSync(
      join(dataDir, 'config.json'),
      JSON.stringify({
        database: { host: 'db', port: 'x', database: 'p', username: 'u', password: '' },
        installedAt: 'now',
      }),
    );
    const result = serve({});
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('database.port');
    expect(result.stderr).toContain('installedAt');
    rmSync(join(dataDir, 'config.json'));
  });
});
