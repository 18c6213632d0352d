import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, createTestDatabase, type TestDatabase } from '../tests/testDatabase.ts';
import { seedRepairForum, type RepairTestForum } from '../tests/factories/repairTestForum.ts';
import { COUNTER_DEFINITIONS } from '../src/server/repair/counterDefinitions.ts';
import { REACTION_COUNT_KINDS } from '../src/server/repair/repairReactionCounts.ts';

let t: TestDatabase;
let forum: RepairTestForum;
const dataDir = mkdtempSync(join(tmpdir(), 'plaza-repair-'));

/** `npm run repair` as an operator types it, with the server's DATA_DIR and DATABASE_URL variables. */
function npmRunRepair(env: { DATA_DIR: string; DATABASE_URL?: string }) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn('npm', ['run', '--silent', 'repair'], { env: { ...inherited, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

beforeAll(async () => {
  t = await createTestDatabase();
  forum = await seedRepairForum(t.db, 'cli');
  const installedAt = new Date().toISOString();
  writeFileSync(join(dataDir, 'config.json'), JSON.stringify({ database: t.settings, installedAt }));
});

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await t?.cleanup();
});

describe('npm run repair', () => {
  it('repairs the installed forum named by DATA_DIR, prints each drift it fixed and exits 0', async () => {
    await t.pool.query('UPDATE moments SET like_count = 7 WHERE id = ?', [forum.momentId]);
    await t.pool.query('UPDATE users SET score = score + 40 WHERE id = ?', [forum.alice.id]);
    const [[before]] = (await t.pool.query('SELECT score FROM users WHERE id = ?', [forum.alice.id])) as [
      Array<{ score: number }>,
      unknown,
    ];

    const run = await npmRunRepair({ DATA_DIR: dataDir });

    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Repairing the counters of ${t.settings.database} on`);
    expect(run.stdout).toMatch(/^moments\.like_count +2 rows checked, 1 drift fixed$/m);
    expect(run.stdout).toContain(`    #${forum.momentId}  7 → 1\n`);
    expect(run.stdout).toMatch(/^users\.score +\d+ rows? checked, 1 drift fixed$/m);
    expect(run.stdout).toContain(`    #${forum.alice.id}  ${before!.score} → ${before!.score - 40}\n`);
    expect(run.stdout).toMatch(/^nodes\.moment_count +\d+ rows? checked, no drift$/m);
    const summary = new RegExp(
      `^${COUNTER_DEFINITIONS.length + REACTION_COUNT_KINDS.length} counters, [\\d,]+ rows checked, 2 drifts fixed \\(\\d+\\.\\d s\\)\\.$`,
      'm',
    );
    expect(run.stdout).toMatch(summary);

    const again = await npmRunRepair({ DATA_DIR: dataDir });
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('no drift: every counter matched its rows');
  });

  it('exits 1 with a clear message when the forum is not installed', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'plaza-repair-empty-'));
    const run = await npmRunRepair({ DATA_DIR: empty });
    rmSync(empty, { recursive: true, force: true });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Plaza repair failed: the forum is not installed');
    expect(run.stdout).toBe('');
  });

  it('exits 1 with a clear message when the database holds no forum', async () => {
    const empty = await createEmptyDatabase();
    const emptyDir = mkdtempSync(join(tmpdir(), 'plaza-repair-nothing-'));
    writeFileSync(
      join(emptyDir, 'config.json'),
      JSON.stringify({ database: empty.settings, installedAt: new Date().toISOString() }),
    );
    const run = await npmRunRepair({ DATA_DIR: emptyDir }).finally(async () => {
      rmSync(emptyDir, { recursive: true, force: true });
      await empty.drop();
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`the database ${empty.settings.database} on`);
    expect(run.stderr).toContain('holds no forum: is Plaza installed there?');
  });

  it('exits 1 with a clear message when the database cannot be reached', async () => {
    const run = await npmRunRepair({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://plaza@127.0.0.1:1/plaza' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Plaza repair failed: cannot reach the database plaza on 127.0.0.1:1');
  });
});
