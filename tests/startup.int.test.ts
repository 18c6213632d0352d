import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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

  it('stops with a message saying what is wrong with STORAGE_URL, without repeating it', () => {
    const result = serve({ STORAGE_URL: 's3://AKIAEXAMPLEKEY:wJalrXUtnFEMI@plaza-media/uploads' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Plaza cannot start. Invalid configuration: STORAGE_URL: credentials do not belong in the URL',
    );
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/AKIAEXAMPLEKEY|wJalrXUtnFEMI/);
    const unknown = serve({ STORAGE_URL: 's3://plaza-media?endpont=http://127.0.0.1:9000' });
    expect(unknown.stderr).toContain('STORAGE_URL: unknown parameter "endpont"');
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

  it("stops when TWO_FACTOR_KEY is malformed or differs from the data folder's key file, naming neither key", () => {
    const malformed = serve({ TWO_FACTOR_KEY: 'not-a-key' });
    expect(malformed.status).toBe(1);
    expect(malformed.stderr).toContain('Plaza cannot start');
    expect(malformed.stderr).toContain('TWO_FACTOR_KEY must be 32 bytes');
    const filed = randomBytes(32).toString('base64');
    const other = randomBytes(32).toString('base64');
    writeFileSync(join(dataDir, 'two-factor.key'), filed, { mode: 0o600 });
    const differing = serve({ TWO_FACTOR_KEY: other });
    expect(differing.status).toBe(1);
    expect(differing.stderr).toContain('TWO_FACTOR_KEY differs from');
    expect(`${differing.stdout}${differing.stderr}`).not.toContain(other);
    expect(`${differing.stdout}${differing.stderr}`).not.toContain(filed);
    rmSync(join(dataDir, 'two-factor.key'));
  });
});
