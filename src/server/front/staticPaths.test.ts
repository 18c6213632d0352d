import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mayBeStatic, staticPathsOf } from './staticPaths.ts';

let outDir: string | undefined;

afterEach(async () => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

function buildOutput(files: string[]): string {
  outDir = mkdtempSync(join(tmpdir(), 'plaza-out-'));
  for (const file of files) {
    const full = join(outDir, 'client', file);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, 'x');
  }
  return outDir;
}

describe('staticPathsOf', () => {
  it('lists the files and folders of the client folder as URL paths', () => {
    const dir = buildOutput(['favicon.svg', '_astro/a.js', 'builds/meta/latest.json']);
    expect([...staticPathsOf(join(dir, 'client'))].sort()).toEqual([
      '/_astro',
      '/_astro/',
      '/_astro/a.js',
      '/builds',
      '/builds/',
      '/builds/meta',
      '/builds/meta/',
      '/builds/meta/latest.json',
      '/favicon.svg',
    ]);
  });

  it('is empty when the build has no client folder', () => {
    expect(staticPathsOf(join(tmpdir(), 'plaza-no-such-build', 'client')).size).toBe(0);
  });
});

describe('mayBeStatic', () => {
  const paths = new Set(['/favicon.svg', '/_astro', '/_astro/', '/_astro/a.js']);

  it('is true for a file or folder of the build, whatever the query', () => {
    for (const url of ['/favicon.svg', '/favicon.svg?v=2', '/_astro/a.js#x', '/_astro', '/_astro/']) {
      expect(mayBeStatic(url, paths), url).toBe(true);
    }
  });

  it('is false for rendered paths, the home page included when the build has no index.html', () => {
    for (const url of [
      '/',
      '/?tab=hot',
      '/moment/1',
      '/api/viewer?checkin=1',
      '/_astro/b.js',
      '/favicon.svg/x',
    ]) {
      expect(mayBeStatic(url, paths), url).toBe(false);
    }
    expect(mayBeStatic('/', new Set(['/index.html']))).toBe(true);
  });

  it('leaves paths the static handler would decode or normalise to it', () => {
    for (const url of [
      '/%66avicon.svg',
      '//favicon.svg',
      '/./favicon.svg',
      '/x/../favicon.svg',
      '/a\\b',
      undefined,
    ]) {
      expect(mayBeStatic(url, paths), String(url)).toBe(true);
    }
  });
});
