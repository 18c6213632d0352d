import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sendApiStraightToApp } from './apiStraightToApp.ts';

let server: Server | undefined;
let outDir: string | undefined;

afterEach(async () => {
  await new Promise((done) => server?.close(done) ?? done(undefined));
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** A server whose standalone listener and app handler say who answered. */
async function start(withApiFolder: boolean): Promise<string> {
  outDir = mkdtempSync(join(tmpdir(), 'plaza-out-'));
  mkdirSync(join(outDir, 'client', withApiFolder ? 'api' : '_astro'), { recursive: true });
  server = createServer((_request, response) => response.end('standalone'));
  sendApiStraightToApp(server, (_request, response) => response.end('app'), outDir);
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('sendApiStraightToApp', () => {
  it('sends /api/ requests to the app and everything else through the standalone server', async () => {
    const base = await start(false);
    expect(await (await fetch(`${base}/api/viewer?checkin=1`)).text()).toBe('app');
    expect(await (await fetch(`${base}/api/moment/list`, { method: 'POST' })).text()).toBe('app');
    for (const path of ['/', '/api', '/apis/x', '/_astro/a.js', '/moment/1?x=/api/']) {
      expect(await (await fetch(`${base}${path}`)).text(), path).toBe('standalone');
    }
  });

  it('leaves every request to the standalone server when the build has files under /api/', async () => {
    const base = await start(true);
    expect(await (await fetch(`${base}/api/viewer`)).text()).toBe('standalone');
  });
});
