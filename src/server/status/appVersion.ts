import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

export interface AppVersion {
  version: string;
  /** The checkout's commit, when the forum runs from a git checkout and git is installed. */
  commit: string | null;
}

let known: Promise<AppVersion> | undefined;

function commitOfCheckout(): Promise<string | null> {
  return new Promise((done) => {
    execFile('git', ['rev-parse', '--short=12', 'HEAD'], { timeout: 3000 }, (error, stdout) => {
      const commit = String(stdout).trim();
      done(!error && /^[0-9a-f]{7,40}$/.test(commit) ? commit : null);
    });
  });
}

async function packageVersion(): Promise<string> {
  try {
    const parsed = JSON.parse(await readFile(resolve('package.json'), 'utf8')) as { version?: unknown };
    return typeof parsed.version === 'string' ? parsed.version : '';
  } catch {
    return '';
  }
}

/** package.json's version and the commit, read once per process (the forum starts from its folder). */
export function appVersion(): Promise<AppVersion> {
  known ??= Promise.all([packageVersion(), commitOfCheckout()]).then(([version, commit]) => ({
    version,
    commit,
  }));
  return known;
}
