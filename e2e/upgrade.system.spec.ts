import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { createMoment } from './support/content.ts';
import {
  installPlaza,
  spawnPlaza,
  startRefused,
  systemPort,
  type SpawnedPlaza,
} from './support/spawnPlaza.ts';
import { E2E_MYSQL, recreateDatabase, withAdminConnection } from './support/mysqlAdmin.ts';
import { e2eDatabaseName } from './support/servers.ts';

// After a `git pull` the launcher backs the forum up before applying the new migrations. Here the
// pulled release is a copy of this build whose migrations folder has one more migration, and it
// fails: the start is refused with the migration's name and the backup, and the printed restore
// command brings the forum back, content and all, on the release it came from.

const checkout = process.cwd();
const base = process.env.PLAZA_E2E_PORT_BASE ?? '3100';
const work = resolve(`.tmp/e2e-${base}/upgrade`);
const dataDir = join(work, 'data');
const release = join(work, 'release');
const database = e2eDatabaseName('upgrade');
const restoredDatabase = `${database}_restored`;
const TITLE = `Written before the upgrade ${Date.now().toString(36)}`;

let forum: SpawnedPlaza | undefined;
let restored: SpawnedPlaza | undefined;

test.describe.configure({ timeout: 180_000 });

/** A copy of this release with one more migration, which creates a table and then fails. */
function releaseWithFailingMigration(): string {
  mkdirSync(join(release, 'db'), { recursive: true });
  for (const shared of ['dist', 'scripts', 'node_modules']) {
    symlinkSync(join(checkout, shared), join(release, shared));
  }
  const migrations = join(release, 'db/migrations');
  cpSync(join(checkout, 'db/migrations'), migrations, { recursive: true });
  const journalPath = join(migrations, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const idx = journal.entries.length;
  const tag = `${String(idx).padStart(4, '0')}_upgrade_that_fails`;
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  journal.entries.push({ idx, version: '5', when: newest + 1000, tag, breakpoints: true });
  writeFileSync(journalPath, JSON.stringify(journal, null, 2));
  writeFileSync(
    join(migrations, `${tag}.sql`),
    'CREATE TABLE `upgrade_half_done` (`id` int PRIMARY KEY);\n--> statement-breakpoint\n' +
      'ALTER TABLE `no_such_table` ADD `note` varchar(20);\n',
  );
  return tag;
}

async function dropDatabases(): Promise<void> {
  await withAdminConnection(async (connection) => {
    await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await connection.query(`DROP DATABASE IF EXISTS \`${restoredDatabase}\``);
  });
}

test.beforeAll(async () => {
  rmSync(work, { recursive: true, force: true });
  await dropDatabases();
  await recreateDatabase(database);
});

test.afterAll(async () => {
  await forum?.stop('SIGKILL');
  await restored?.stop('SIGKILL');
  await dropDatabases();
  rmSync(work, { recursive: true, force: true });
});

test('an upgrade whose migration fails refuses to start, and its backup restores the forum', async ({
  accountsAt,
}) => {
  forum = await spawnPlaza({ port: systemPort(60), dataDir });
  await installPlaza(forum.url, { ...E2E_MYSQL, database });
  const author = await accountsAt(forum.url).member('Upgrade author');
  const momentId = await createMoment(author.api, { title: TITLE });
  expect(await (await fetch(`${forum.url}/moment/${momentId}`)).text()).toContain(TITLE);
  expect(await forum.stop()).toBe(0);

  const tag = releaseWithFailingMigration();
  // As a cluster: the primary migrates before it forks, so a refusal starts no worker.
  const refused = await startRefused({
    port: systemPort(61),
    dataDir,
    cwd: release,
    env: { PLAZA_PROCESSES: '2' },
  });
  expect(refused.code).toBe(1);
  const { output } = refused;
  expect(output).not.toContain('starting 2 processes');
  expect(output).not.toContain('Plaza worker');
  expect(output).toContain(`Plaza cannot start: migration ${tag} failed, so the upgrade stopped.`);
  expect(output).toContain(`File: ${join(release, 'db/migrations', `${tag}.sql`)} (statement 2 of 2)`);
  expect(output).toMatch(/Error: Table '.*no_such_table' doesn't exist \(ER_NO_SUCH_TABLE\)/);
  expect(output).toContain(`of ${tag}, its first statement (of 2) took effect`);
  expect(output).toContain('The database is partly upgraded');
  const archive = /Backup taken before the upgrade: (\S+)/.exec(output)?.[1];
  expect(archive).toMatch(
    new RegExp(`^${join(dataDir, 'backups')}/plaza-pre-upgrade-\\d{8}T\\d{6}Z-before-${tag}\\.tar\\.gz$`),
  );
  expect(existsSync(archive!)).toBe(true);

  // The restore command exactly as printed (the test server's root has no password to fill in).
  const command = /^ {2}(DATA_DIR=.+ sh .+\/scripts\/restore\.sh .+)$/m.exec(output)?.[1];
  expect(command).toBe(
    `DATA_DIR=${dataDir}-restored DATABASE_URL=mysql://${E2E_MYSQL.username}${E2E_MYSQL.password ? ':PASSWORD' : ''}` +
      `@${E2E_MYSQL.host}:${E2E_MYSQL.port}/${restoredDatabase} sh ${join(release, 'scripts/restore.sh')} ${archive}`,
  );
  const runnable = command!.replace(':PASSWORD@', `:${encodeURIComponent(E2E_MYSQL.password)}@`);
  execFileSync('sh', ['-c', runnable], { cwd: checkout, stdio: 'pipe' });

  // The release the forum came from, on the restored database and data folder.
  restored = await spawnPlaza({ port: systemPort(62), dataDir: `${dataDir}-restored` });
  const page = await fetch(`${restored.url}/moment/${momentId}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(TITLE);
  expect(await (await fetch(`${restored.url}/readyz`)).json()).toEqual({ status: 'ready' });
  const signedIn = await fetch(`${restored.url}/api/login/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: restored.url },
    body: JSON.stringify({ username: author.email, password: author.password }),
  });
  expect(await signedIn.json()).toMatchObject({ success: true });
});
