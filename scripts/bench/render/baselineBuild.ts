import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): void {
  execFileSync(command, args, { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * The server build of an earlier commit, made once in a git worktree under `.tmp/bench-render` with
 * that commit's own lockfile, and reused by later runs. Answers its output directory, for
 * `PLAZA_OUT_DIR`: today's `scripts/serve.ts` starts it on today's data set.
 */
export function ensureCommitBuild(commit: string, log: (line: string) => void): string {
  const worktree = resolve('.tmp/bench-render', commit);
  const outDir = join(worktree, 'dist-bench');
  if (existsSync(join(outDir, 'server', 'entry.mjs'))) return outDir;
  mkdirSync(resolve('.tmp/bench-render'), { recursive: true });
  if (!existsSync(join(worktree, 'package.json'))) {
    log(`render: checking out ${commit} in ${worktree}`);
    run('git', ['worktree', 'prune'], process.cwd());
    run('git', ['worktree', 'add', '--force', '--detach', worktree, commit], process.cwd());
  }
  log(`render: installing ${commit}'s dependencies and building it (a few minutes, once)`);
  // As scripts/ensure-deps.sh does: `npm ci` cannot work against this registry (decision 026).
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], worktree);
  run('npx', ['astro', 'build'], worktree, { ...process.env, PLAZA_OUT_DIR: outDir });
  if (!existsSync(join(outDir, 'server', 'entry.mjs')))
    throw new Error(`building ${commit} left no ${outDir}`);
  return outDir;
}
