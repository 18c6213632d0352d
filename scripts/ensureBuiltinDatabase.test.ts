import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// scripts/ensure-builtin-database.sh on a machine without MariaDB's programs: a PATH holding only stand-ins
// for `id` and `apt-get` (the script itself adds /usr/sbin, where this machine's mariadbd lives, so
// mariadb-install-db and the client programs are what it finds missing).
const SCRIPT = resolve('scripts/ensure-builtin-database.sh');
const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function bareMachine(options: { uid: number; apt: boolean }) {
  const bin = mkdtempSync(join(tmpdir(), 'plaza-bare-'));
  folders.push(bin);
  const calls = join(bin, 'apt-calls');
  const program = (name: string, body: string) => {
    writeFileSync(join(bin, name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(bin, name), 0o755);
  };
  program('id', `echo ${options.uid}`);
  if (options.apt) program('apt-get', `echo "$*" >> '${calls}'`);
  const run = spawnSync('/bin/sh', [SCRIPT], { env: { PATH: bin }, encoding: 'utf8' });
  const aptCalls = (() => {
    try {
      return readFileSync(calls, 'utf8').trim().split('\n');
    } catch {
      return [];
    }
  })();
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, aptCalls };
}

describe('ensure-builtin-database.sh', () => {
  it('as root with apt, installs the missing server and client packages without recommends', () => {
    const run = bareMachine({ uid: 0, apt: true });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Installing mariadb-server-core mariadb-client for the built-in database');
    expect(run.aptCalls).toEqual([
      'update -qq',
      'install -y -qq --no-install-recommends mariadb-server-core mariadb-client',
    ]);
  });

  it('as another account, says in one line what to install and installs nothing', () => {
    const run = bareMachine({ uid: 1000, apt: true });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      "The built-in database needs MariaDB's programs: install them with: sudo apt-get install mariadb-server-core mariadb-client",
    ]);
    expect(run.aptCalls).toEqual([]);
  });

  it('as root without apt, says what to install', () => {
    const run = bareMachine({ uid: 0, apt: false });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'install them with: sudo apt-get install mariadb-server-core mariadb-client',
    );
  });
});
