import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findLockfileDrift, type Lockfile } from './lockfileDrift.ts';

const root = { name: 'app', dependencies: { sharp: '0.35.5' } };
const sharp = { version: '0.35.5', integrity: 'sha512-sharp' };
const sharpLinux = {
  version: '0.35.5',
  integrity: 'sha512-linux',
  optional: true,
  os: ['linux'],
  cpu: ['x64'],
};
const committed: Lockfile = {
  packages: {
    '': root,
    'node_modules/sharp': sharp,
    'node_modules/@img/sharp-linux-x64': sharpLinux,
    'node_modules/@img/sharp-darwin-arm64': { version: '0.35.5', integrity: 'sha512-darwin', optional: true },
  },
};
const installed: Lockfile = {
  packages: { 'node_modules/sharp': sharp, 'node_modules/@img/sharp-linux-x64': sharpLinux },
};

function withEntries(lock: Lockfile, entries: Record<string, object | undefined>): Lockfile {
  const packages = { ...lock.packages, ...entries };
  for (const [path, entry] of Object.entries(entries)) if (!entry) delete packages[path];
  return { packages } as Lockfile;
}

describe('lockfile drift', () => {
  it('passes when npm wrote the same lockfile', () => {
    expect(findLockfileDrift(committed, committed, installed)).toEqual([]);
  });

  it("passes when another platform's optional binary appeared in the registry's metadata", () => {
    const written = withEntries(committed, {
      'node_modules/@img/sharp-win32-x64': { version: '0.35.5', integrity: 'sha512-win', optional: true },
      'node_modules/@astrojs/compiler-binding/node_modules/@astrojs/compiler-binding-android-arm64': {
        version: '0.5.1',
        integrity: 'sha512-android',
        optional: true,
      },
    });
    expect(findLockfileDrift(committed, written, installed)).toEqual([]);
  });

  it("passes when another platform's optional binary vanished, or changed version", () => {
    const vanished = withEntries(committed, { 'node_modules/@img/sharp-darwin-arm64': undefined });
    expect(findLockfileDrift(committed, vanished, installed)).toEqual([]);
    const moved = withEntries(committed, {
      'node_modules/@img/sharp-darwin-arm64': { version: '0.35.6', integrity: 'sha512-d2', optional: true },
    });
    expect(findLockfileDrift(committed, moved, installed)).toEqual([]);
  });

  it('fails, naming the package, when an installed package resolved to another version', () => {
    const written = withEntries(committed, {
      'node_modules/sharp': { version: '0.35.6', integrity: 'sha512-new' },
    });
    const drifts = findLockfileDrift(committed, written, installed);
    expect(drifts).toHaveLength(1);
    expect(drifts[0]).toContain('sharp: locked 0.35.5');
    expect(drifts[0]).toContain('installed 0.35.6');
  });

  it('fails when an installed package kept its version but changed its integrity', () => {
    const written = withEntries(committed, {
      'node_modules/sharp': { version: '0.35.5', integrity: 'sha512-other' },
    });
    expect(findLockfileDrift(committed, written, installed)[0]).toMatch(/^sharp: /);
  });

  it("fails when this platform's optional binary changed, because it is installed here", () => {
    const written = withEntries(committed, {
      'node_modules/@img/sharp-linux-x64': { ...sharpLinux, version: '0.36.0' },
    });
    expect(findLockfileDrift(committed, written, installed)).toEqual([
      '@img/sharp-linux-x64: locked 0.35.5 (sha512-linux), installed 0.36.0 (sha512-linux)',
    ]);
  });

  it('fails when a transitive dependency appeared or disappeared', () => {
    const added = withEntries(committed, {
      'node_modules/sharp/node_modules/detect-libc': { version: '2.1.0' },
    });
    expect(findLockfileDrift(committed, added, installed)).toEqual([
      'sharp/node_modules/detect-libc: locked absent, installed 2.1.0 (no integrity)',
    ]);
    const removed = withEntries(committed, { 'node_modules/sharp': undefined });
    expect(findLockfileDrift(committed, removed, installed)[0]).toContain('sharp: locked 0.35.5');
  });

  it("fails when the project's own dependencies differ from the lockfile's", () => {
    const written = withEntries(committed, { '': { ...root, dependencies: { sharp: '0.35.6' } } });
    expect(findLockfileDrift(committed, written, installed)[0]).toContain('package.json');
  });
});

describe('lockfile drift command', () => {
  const folder = mkdtempSync(join(tmpdir(), 'plaza-lockfile-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  function run(written: Lockfile): { status: number | null; stderr: string } {
    const paths = ['committed', 'written', 'installed'].map((name) => join(folder, `${name}.json`));
    writeFileSync(paths[0]!, JSON.stringify(committed));
    writeFileSync(paths[1]!, JSON.stringify(written));
    writeFileSync(paths[2]!, JSON.stringify(installed));
    const result = spawnSync(process.execPath, ['scripts/lockfileDrift.ts', ...paths], { encoding: 'utf8' });
    return { status: result.status, stderr: result.stderr };
  }

  it('exits 0 for a foreign-platform entry and 1 with the package named for a real drift', () => {
    const foreign = withEntries(committed, {
      'node_modules/@lix-js/sdk-win32-x64': { version: '0.17.0', integrity: 'sha512-w', optional: true },
    });
    expect(run(foreign).status).toBe(0);
    const drifted = run(
      withEntries(committed, { 'node_modules/sharp': { version: '0.34.0', integrity: 'x' } }),
    );
    expect(drifted.status).toBe(1);
    expect(drifted.stderr).toContain('sharp: locked 0.35.5');
  });

  it("holds on this project's own lockfile and installed tree", () => {
    const own = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lockfile;
    const onDisk = JSON.parse(readFileSync('node_modules/.package-lock.json', 'utf8')) as Lockfile;
    const foreignDropped = {
      packages: Object.fromEntries(
        Object.entries(own.packages).filter(([path]) => path === '' || path in onDisk.packages),
      ),
    };
    expect(Object.keys(foreignDropped.packages).length).toBeLessThan(Object.keys(own.packages).length);
    expect(findLockfileDrift(own, foreignDropped, onDisk)).toEqual([]);
    const astro = own.packages['node_modules/astro']!;
    const bumped = withEntries(own, { 'node_modules/astro': { ...astro, version: '99.0.0' } });
    expect(findLockfileDrift(own, bumped, onDisk)).toEqual([expect.stringMatching(/^astro: locked 7\./)]);
  });
});
