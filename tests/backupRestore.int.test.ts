import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import {
  adminConnection,
  createTestDatabase,
  uniqueDatabaseName,
  type TestDatabase,
} from './testDatabase.ts';
import { createDatabase, createPool } from '@/server/db/client.ts';
import { comments, moments, nodes, uploads, users } from '@/server/db/schema/index.ts';
import type { DatabaseSettings } from '@/server/config/installConfig.ts';
import { createMoment } from '@/server/moments/moments.commands.ts';
import { createComment } from '@/server/comments/createComment.ts';
import { uploadImage } from '@/server/upload/uploadImage.ts';
import { solidPng } from '@/server/upload/testImages.ts';
import { toCurrentUser } from '@/server/users/publicUser.ts';
import { createMomentSchema } from '@/shared/moments/momentSchemas.ts';
import { testActor } from './testActor.ts';

const run = promisify(execFile);

let source: TestDatabase;
let sourceDir: string;
let backupDir: string;
let restoredDir: string;
const restoredName = uniqueDatabaseName('plaza_restored');

const urlOf = (settings: DatabaseSettings) =>
  `mysql://${encodeURIComponent(settings.username)}:${encodeURIComponent(settings.password)}@${settings.host}:${settings.port}/${settings.database}`;

async function snapshot(db: TestDatabase['db']) {
  return {
    moments: await db
      .select({ id: moments.id, title: moments.title, content: moments.content, userId: moments.userId })
      .from(moments)
      .orderBy(asc(moments.id)),
    comments: await db
      .select({ id: comments.id, content: comments.content, entityId: comments.entityId })
      .from(comments)
      .orderBy(asc(comments.id)),
    uploads: await db.select({ id: uploads.id, path: uploads.path }).from(uploads).orderBy(asc(uploads.id)),
  };
}

beforeAll(async () => {
  source = await createTestDatabase();
  sourceDir = await mkdtemp(join(tmpdir(), 'plaza-backup-source-'));
  backupDir = await mkdtemp(join(tmpdir(), 'plaza-backup-out-'));
  restoredDir = join(await mkdtemp(join(tmpdir(), 'plaza-backup-restored-')), 'data');
  await writeFile(
    join(sourceDir, 'config.json'),
    JSON.stringify({ database: source.settings, installedAt: new Date().toISOString() }),
  );
});

afterAll(async () => {
  await source?.cleanup();
  const admin = await adminConnection();
  await admin.query(`DROP DATABASE IF EXISTS \`${restoredName}\``);
  await admin.end();
  for (const dir of [sourceDir, backupDir, restoredDir && join(restoredDir, '..')]) {
    if (dir) await rm(dir, { recursive: true, force: true });
  }
});

describe('backup and restore', () => {
  it('restores every moment, comment and upload into a fresh database and folder', async () => {
    const { db } = source;
    const [node] = await db.insert(nodes).values({ name: 'General', sortOrder: 1 }).$returningId();
    const [userRow] = await db
      .insert(users)
      .values({ nickname: 'Backup author', email: 'backup@example.com' })
      .$returningId();
    const [user] = await db.select().from(users).where(eq(users.id, userRow!.id));
    const author = toCurrentUser(user!);
    const picture = await uploadImage(
      { bytes: await solidPng(40, 30), name: 'picture.png', userId: author.id },
      { db, dataDir: sourceDir, now: () => new Date() },
    );
    const first = await createMoment(
      testActor(author),
      createMomentSchema.parse({
        type: 0,
        title: 'First 你好',
        content: `<p>One <img src="${picture.url}"></p>`,
        nodeId: node!.id,
      }),
      db,
    );
    const second = await createMoment(
      testActor(author),
      createMomentSchema.parse({ type: 0, title: 'Second', content: '<p>Two</p>', nodeId: node!.id }),
      db,
    );
    for (const [momentId, content] of [
      [first.id, 'A comment'],
      [second.id, 'Another comment 😀'],
    ] as const) {
      await createComment(
        {
          entityType: 'moment',
          entityId: momentId,
          content,
          images: [],
          parentId: 0,
          replyToId: 0,
          ipLocation: '',
          userId: author.id,
        },
        author.id,
        db,
      );
    }
    const before = await snapshot(db);
    expect(before.moments).toHaveLength(2);
    expect(before.comments).toHaveLength(2);
    expect(before.uploads).toHaveLength(1);

    // The two-factor key file travels with the data (decision 022).
    await writeFile(join(sourceDir, 'two-factor.key'), 'k'.repeat(44), { mode: 0o600 });
    const backup = await run('sh', ['scripts/backup.sh', backupDir], {
      env: { ...process.env, DATA_DIR: sourceDir, DATABASE_URL: '' },
    });
    const archive = backup.stdout.trim();
    expect(archive).toMatch(/plaza-backup-\d{8}T\d{6}Z\.tar\.gz$/);

    const target = { ...source.settings, database: restoredName };
    await run('sh', ['scripts/restore.sh', archive], {
      env: { ...process.env, DATA_DIR: restoredDir, DATABASE_URL: urlOf(target) },
    });

    const config = JSON.parse(await readFile(join(restoredDir, 'config.json'), 'utf8')) as {
      database: DatabaseSettings;
    };
    expect(config.database).toEqual(target);
    const pool = createPool(target, { connectionLimit: 2 });
    try {
      expect(await snapshot(createDatabase(pool))).toEqual(before);
    } finally {
      await pool.end();
    }
    for (const row of before.uploads) {
      const original = await readFile(join(sourceDir, 'uploads', row.path));
      const restored = await readFile(join(restoredDir, 'uploads', row.path));
      expect(restored.equals(original)).toBe(true);
    }

    expect(await readFile(join(restoredDir, 'two-factor.key'), 'utf8')).toBe('k'.repeat(44));

    // A second restore over the restored forum is refused rather than mixing two forums.
    await expect(
      run('sh', ['scripts/restore.sh', archive], {
        env: { ...process.env, DATA_DIR: restoredDir, DATABASE_URL: urlOf(target) },
      }),
    ).rejects.toThrow(/Refusing to restore/);
  }, 60_000);
});
