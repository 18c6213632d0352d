import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mayBeStatic, sendRenderedStraightToApp, staticPathsOf } from './renderedStraightToApp.ts';

let server: Server | undefined;
let outDir: string | undefined;

afterEach(async () => {
  await new Promise((done) => server?.close(done) ?? done(undefined));
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

/** A server whose standalone listener and app handler say who answered. */
async function start(files: string[]): Promise<string> {
  const dir = buildOutput(files);
  server = createServer((_request, response) => response.end('standalone'));
  sendRenderedStraightToApp(server, (_request, response) => response.end('app'), dir);
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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

describe('sendRenderedStraightToApp', () => {
  it('sends rendered paths to the app and the build’s files through the standalone server', async () => {
    const base = await start(['favicon.svg', '_astro/a.js']);
    for (const path of ['/', '/moments?tab=hot', '/api/viewer?checkin=1', '/moment/1?x=/_astro/a.js']) {
      expect(await (await fetch(`${base}${path}`)).text(), path).toBe('app');
    }
    expect(await (await fetch(`${base}/api/moment/list`, { method: 'POST' })).text()).toBe('app');
    for (const path of ['/favicon.svg', '/_astro/a.js', '/_astro/', '/%5Fastro/a.js']) {
      expect(await (await fetch(`${base}${path}`)).text(), path).toBe('standalone');
    }
  });
});
