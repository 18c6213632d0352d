import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): void {
  execFileSync(command, args, { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Main when issue 38 was filed (2026-12-06): the build the load and render budgets are held against. */
export const DEFAULT_BASELINE = 'f5f0d3e';

/** A built commit: its checkout (whose own `scripts/serve.ts` starts it) and its `PLAZA_OUT_DIR`. */
export interface CommitBuild {
  commit: string;
  root: string;
  outDir: string;
}

/**
 * The server build of an earlier commit, made once in a git worktree under `.tmp/bench-baseline` with
 * that commit's own lockfile, and reused by later runs. It is started by that commit's own launcher
 * (the way a build is started changed with it) on today's data set.
 */
export function ensureCommitBuild(commit: string, log: (line: string) => void): CommitBuild {
  const worktree = resolve('.tmp/bench-baseline', commit);
  const outDir = join(worktree, 'dist-bench');
  const build = { commit, root: worktree, outDir };
  if (existsSync(join(outDir, 'server', 'entry.mjs'))) return build;
  mkdirSync(resolve('.tmp/bench-baseline'), { recursive: true });
  if (!existsSync(join(worktree, 'package.json'))) {
    log(`bench: checking out ${commit} in ${worktree}`);
    run('git', ['worktree', 'prune'], process.cwd());
    run('git', ['worktree', 'add', '--force', '--detach', worktree, commit], process.cwd());
  }
  log(`bench: installing ${commit}'s dependencies and building it (a few minutes, once)`);
  // As scripts/ensure-deps.sh does: `npm ci` cannot work against this registry (decision 026).
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], worktree);
  run('npx', ['astro', 'build'], worktree, { ...process.env, PLAZA_OUT_DIR: outDir });
  if (!existsSync(join(outDir, 'server', 'entry.mjs')))
    throw new Error(`building ${commit} left no ${outDir}`);
  return build;
}
