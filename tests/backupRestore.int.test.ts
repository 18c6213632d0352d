import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
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
import { startS3TestServer, type S3TestServer } from './s3TestServer.ts';
import { createDatabase, createPool, type Database } from '@/server/db/client.ts';
import { comments, moments, nodes, uploads, users } from '@/server/db/schema/index.ts';
import type { DatabaseSettings } from '@/server/config/installConfig.ts';
import { createMoment } from '@/server/moments/moments.commands.ts';
import { createComment } from '@/server/comments/createComment.ts';
import { uploadImage } from '@/server/upload/uploadImage.ts';
import { solidPng } from './fixtures/testImages.ts';
import { diskUploadStorage } from '@/server/upload/storage/diskUploadStorage.ts';
import { s3UploadStorage } from '@/server/upload/storage/s3UploadStorage.ts';
import { readStoredUpload } from '@/server/upload/storage/readStoredUpload.ts';
import type { UploadStorage } from '@/server/upload/storage/UploadStorage.ts';
import { toCurrentUser } from '@/server/users/publicUser.ts';
import { createMomentSchema } from '@/shared/moments/momentSchemas.ts';
import { testActor } from './testActor.ts';

const run = promisify(execFile);

let source: TestDatabase;
let sourceDir: string;
let backupDir: string;
let restoredDir: string;
let s3: S3TestServer;
const restoredName = uniqueDatabaseName('plaza_restored');
const restoredFromS3Name = uniqueDatabaseName('plaza_restored');
const restoredToDiskName = uniqueDatabaseName('plaza_restored');
const temporaryDirs: string[] = [];

const urlOf = (settings: DatabaseSettings) =>
  `mysql://${encodeURIComponent(settings.username)}:${encodeURIComponent(settings.password)}@${settings.host}:${settings.port}/${settings.database}`;

async function temporaryDir(name: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `plaza-backup-${name}-`));
  temporaryDirs.push(dir);
  return dir;
}

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

/** Two moments (one showing an uploaded picture) with a comment each, by one author. */
async function seedForum(db: Database, storage: UploadStorage) {
  const [node] = await db.insert(nodes).values({ name: 'General', sortOrder: 1 }).$returningId();
  const [userRow] = await db
    .insert(users)
    .values({ nickname: 'Backup author', email: 'backup@example.com' })
    .$returningId();
  const [user] = await db.select().from(users).where(eq(users.id, userRow!.id));
  const author = toCurrentUser(user!);
  const picture = await uploadImage(
    { bytes: await solidPng(40, 30), name: 'picture.png', userId: author.id },
    { db, storage, now: () => new Date() },
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
  return before;
}

async function expectRestoredDatabase(
  target: DatabaseSettings,
  before: Awaited<ReturnType<typeof snapshot>>,
) {
  const pool = createPool(target, { connectionLimit: 2 });
  try {
    expect(await snapshot(createDatabase(pool))).toEqual(before);
  } finally {
    await pool.end();
  }
}

async function writeInstallConfig(dir: string, settings: DatabaseSettings): Promise<void> {
  await writeFile(
    join(dir, 'config.json'),
    JSON.stringify({ database: settings, installedAt: new Date().toISOString() }),
  );
}

beforeAll(async () => {
  source = await createTestDatabase();
  sourceDir = await temporaryDir('source');
  backupDir = await temporaryDir('out');
  restoredDir = join(await temporaryDir('restored'), 'data');
  await writeInstallConfig(sourceDir, source.settings);
  s3 = await startS3TestServer();
});

afterAll(async () => {
  await source?.cleanup();
  await s3?.stop();
  const admin = await adminConnection();
  for (const name of [restoredName, restoredFromS3Name, restoredToDiskName]) {
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
  }
  await admin.end();
  for (const dir of temporaryDirs) await rm(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores every moment, comment and upload into a fresh database and folder', async () => {
    const before = await seedForum(source.db, diskUploadStorage(sourceDir));

    // The two-factor key file travels with the data (decision 022).
    await writeFile(join(sourceDir, 'two-factor.key'), 'k'.repeat(44), { mode: 0o600 });
    const backup = await run('sh', ['scripts/backup.sh', backupDir], {
      env: { ...process.env, DATA_DIR: sourceDir, DATABASE_URL: '', STORAGE_URL: '' },
    });
    const archive = backup.stdout.trim();
    expect(archive).toMatch(/plaza-backup-\d{8}T\d{6}Z\.tar\.gz$/);

    const target = { ...source.settings, database: restoredName };
    await run('sh', ['scripts/restore.sh', archive], {
      env: { ...process.env, DATA_DIR: restoredDir, DATABASE_URL: urlOf(target), STORAGE_URL: '' },
    });

    const config = JSON.parse(await readFile(join(restoredDir, 'config.json'), 'utf8')) as {
      database: DatabaseSettings;
    };
    expect(config.database).toEqual(target);
    await expectRestoredDatabase(target, before);
    for (const row of before.uploads) {
      const original = await readFile(join(sourceDir, 'uploads', row.path));
      const restored = await readFile(join(restoredDir, 'uploads', row.path));
      expect(restored.equals(original)).toBe(true);
    }

    expect(await readFile(join(restoredDir, 'two-factor.key'), 'utf8')).toBe('k'.repeat(44));

    // A second restore over the restored forum is refused rather than mixing two forums.
    await expect(
      run('sh', ['scripts/restore.sh', archive], {
        env: { ...process.env, DATA_DIR: restoredDir, DATABASE_URL: urlOf(target), STORAGE_URL: '' },
      }),
    ).rejects.toThrow(/Refusing to restore/);
  }, 60_000);

  it('backs uploads up from a bucket and restores them into an empty bucket, or onto disk', async () => {
    const forum = await createTestDatabase();
    try {
      const forumDir = await temporaryDir('s3-source');
      await writeInstallConfig(forumDir, forum.settings);
      const sourceStorage = s3UploadStorage(s3.location({ prefix: 'source' }));
      const before = await seedForum(forum.db, sourceStorage);
      const backup = await run('sh', ['scripts/backup.sh', backupDir], {
        env: {
          ...process.env,
          DATA_DIR: forumDir,
          DATABASE_URL: '',
          STORAGE_URL: s3.storageUrl({ prefix: 'source' }),
        },
      });
      const archive = backup.stdout.trim();
      await expect(stat(join(forumDir, 'uploads'))).rejects.toThrow('ENOENT');

      const intoBucket = { ...forum.settings, database: restoredFromS3Name };
      const bucketDir = join(await temporaryDir('s3-restored'), 'data');
      const restoredUrl = s3.storageUrl({ prefix: 'restored' });
      await run('sh', ['scripts/restore.sh', archive], {
        env: {
          ...process.env,
          DATA_DIR: bucketDir,
          DATABASE_URL: urlOf(intoBucket),
          STORAGE_URL: restoredUrl,
        },
      });
      await expectRestoredDatabase(intoBucket, before);
      const restoredStorage = s3UploadStorage(s3.location({ prefix: 'restored' }));
      for (const row of before.uploads) {
        const original = await readStoredUpload(sourceStorage, row.path);
        expect(original?.byteLength).toBeGreaterThan(0);
        expect(await readStoredUpload(restoredStorage, row.path)).toEqual(original);
      }
      await expect(stat(join(bucketDir, 'uploads'))).rejects.toThrow('ENOENT');

      // A bucket that already holds uploads is refused before the database is touched.
      const ontoDisk = { ...forum.settings, database: restoredToDiskName };
      await expect(
        run('sh', ['scripts/restore.sh', archive], {
          env: {
            ...process.env,
            DATA_DIR: join(await temporaryDir('s3-again'), 'data'),
            DATABASE_URL: urlOf(ontoDisk),
            STORAGE_URL: restoredUrl,
          },
        }),
      ).rejects.toThrow(/Refusing to restore over an existing forum: the upload storage already holds/);

      // The archive has the same layout whichever storage made it: it restores onto disk too.
      const diskDir = join(await temporaryDir('s3-to-disk'), 'data');
      await run('sh', ['scripts/restore.sh', archive], {
        env: { ...process.env, DATA_DIR: diskDir, DATABASE_URL: urlOf(ontoDisk), STORAGE_URL: '' },
      });
      await expectRestoredDatabase(ontoDisk, before);
      for (const row of before.uploads) {
        const original = await readStoredUpload(sourceStorage, row.path);
        expect(await readFile(join(diskDir, 'uploads', row.path))).toEqual(original);
      }
    } finally {
      await forum.cleanup();
    }
  }, 90_000);
});
