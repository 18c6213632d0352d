import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { createTestDatabase, type TestDatabase } from '../../../../tests/testDatabase.ts';
import { startS3TestServer } from '../../../../tests/s3TestServer.ts';
import { uploadImage } from '../uploadImage.ts';
import { serveUpload } from '../serveUpload.ts';
import { jpegWithExif, solidPng } from '../../../../tests/fixtures/testImages.ts';
import { cropAvatar } from '../../account/avatar.commands.ts';
import { createArticle } from '../../articles/articles.commands.ts';
import { getArticleForViewer } from '../../articles/articleDetail.queries.ts';
import { insertTestUser } from '../../../../tests/factories/articleTestUsers.ts';
import { saveCollectionRow } from '../../admincollection/adminCollection.commands.ts';
import { nodeCollection } from '../../admintaxonomy/nodeCollection.ts';
import { findActiveNode } from '../../taxonomy/nodes.queries.ts';
import { diskUploadStorage } from './diskUploadStorage.ts';
import { s3ClientFor, s3UploadStorage } from './s3UploadStorage.ts';
import type { UploadStorage } from './UploadStorage.ts';
import { articleCreateSchema } from '@/shared/articles/articleSchemas.ts';
import { testActor } from '../../../../tests/testActor.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

interface Backend {
  storage: UploadStorage;
  /** The stored bytes read straight from the disk or the bucket, not through our storage code. */
  raw(path: string): Promise<Buffer | undefined>;
  stop(): Promise<void>;
}

// Something private beside the uploads, one level up, that no upload path may reach.
const SECRET = 'not-an-upload-secret';
const BESIDE_UPLOADS = '../config.json';

async function diskBackend(): Promise<Backend> {
  const dataDir = await mkdtemp(join(tmpdir(), 'plaza-storage-'));
  await writeFile(join(dataDir, 'config.json'), SECRET);
  return {
    storage: diskUploadStorage(dataDir),
    raw: (path) => readFile(join(dataDir, 'uploads', path)).catch(() => undefined),
    stop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function s3Backend(): Promise<Backend> {
  const server = await startS3TestServer();
  const prefix = 'forum/uploads';
  const storage = s3UploadStorage(server.location({ prefix }));
  const raw = async (key: string) => {
    const response = await fetch(server.objectUrl(key));
    return response.ok ? Buffer.from(await response.arrayBuffer()) : undefined;
  };
  const client = s3ClientFor(server.location());
  await client.send(new PutObjectCommand({ Bucket: server.bucket, Key: 'forum/config.json', Body: SECRET }));
  client.destroy();
  return {
    storage,
    raw: (path) => raw(`${prefix}/${path}`),
    stop: () => server.stop(),
  };
}

const pathOf = (url: string) => url.replace(/^\/uploads\//, '');

describe.each([
  ['disk', diskBackend],
  ['S3', s3Backend],
] as const)('uploads stored on %s', (_kind, startBackend) => {
  let t: TestDatabase;
  let backend: Backend;
  let member: CurrentUser;

  beforeAll(async () => {
    t = await createTestDatabase();
    backend = await startBackend();
    member = await insertTestUser(t.db, {
      nickname: 'Uploader',
      email: 'up@example.com',
      emailVerified: true,
    });
  });
  afterAll(async () => {
    await t?.cleanup();
    await backend?.stop();
  });

  const upload = async (bytes: Uint8Array, name: string) =>
    uploadImage({ bytes, name, userId: member.id }, { db: t.db, storage: backend.storage });

  /** Serves the URL as GET /uploads/… does and checks the headers every upload answer carries. */
  async function served(url: string, contentType: string): Promise<Buffer> {
    const response = await serveUpload(pathOf(url), { storage: backend.storage });
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': contentType,
      'content-length': String(bytes.byteLength),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(await backend.raw(pathOf(url))).toEqual(bytes);
    return bytes;
  }

  it('stores a post image re-encoded without its metadata and serves it back', async () => {
    const original = await jpegWithExif();
    const { url } = await upload(original, 'holiday.jpg');
    expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/);
    const bytes = await served(url, 'image/jpeg');
    expect(bytes.includes('secret-owner')).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();

    const head = await serveUpload(pathOf(url), { storage: backend.storage, head: true });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(head.body).toBeNull();

    expect(await Array.fromAsync(backend.storage.list())).toContain(pathOf(url));
  });

  it('stores an avatar and a small avatar cut from an uploaded picture', async () => {
    const picture = await upload(await solidPng(300, 200), 'me.png');
    const { avatar, smallAvatar } = await cropAvatar(
      member.id,
      { url: picture.url, x: 10, y: 10, size: 150 },
      { db: t.db, storage: backend.storage },
    );
    expect(await sharp(await served(avatar, 'image/png')).metadata()).toMatchObject({
      width: 200,
      height: 200,
    });
    expect(await sharp(await served(smallAvatar, 'image/png')).metadata()).toMatchObject({
      width: 48,
      height: 48,
    });
  });

  it("serves an article's cover", async () => {
    const cover = await upload(await solidPng(120, 80), 'cover.png');
    const input = articleCreateSchema.parse({
      title: 'With a cover',
      content: '<p>Body</p>',
      cover: cover.url,
    });
    const { id } = await createArticle(testActor(member), input, t.db);
    const article = await getArticleForViewer(id, member, t.db);
    expect(article?.cover).toBe(cover.url);
    expect(await sharp(await served(article!.cover, 'image/png')).metadata()).toMatchObject({ width: 120 });
  });

  it("serves a node's logo", async () => {
    const logo = await upload(await solidPng(64, 64), 'logo.png');
    const node = await saveCollectionRow(
      nodeCollection,
      undefined,
      { name: 'Pictures', description: '', logo: logo.url },
      { actorId: member.id, ip: '127.0.0.1' },
      t.db,
    );
    const active = await findActiveNode(node.id, t.db);
    expect(active?.logo).toBe(logo.url);
    expect(await sharp(await served(active!.logo, 'image/png')).metadata()).toMatchObject({ width: 64 });
  });

  it('removes the stored image again when recording it fails', async () => {
    const before = await Array.fromAsync(backend.storage.list());
    // An unsigned column refuses -1, so the insert fails after the image was stored.
    await expect(
      uploadImage(
        { bytes: await solidPng(8, 8), name: 'x.png', userId: -1 },
        { db: t.db, storage: backend.storage },
      ),
    ).rejects.toThrow();
    const after = await Array.fromAsync(backend.storage.list());
    expect(after.sort()).toEqual(before.sort());
  });

  it('answers 404 for a missing upload and for any path that is not an upload', async () => {
    const missing = await serveUpload(`2026/01/${'0'.repeat(32)}.png`, { storage: backend.storage });
    expect(missing.status).toBe(404);
    for (const path of [
      BESIDE_UPLOADS,
      '../../config.json',
      '..%2fconfig.json',
      `2026/01/../../config.json`,
    ]) {
      const response = await serveUpload(path, { storage: backend.storage });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain(SECRET);
      expect(await backend.storage.open(path)).toBeUndefined();
      expect(await backend.storage.stat(path)).toBeUndefined();
    }
    await expect(backend.storage.save(BESIDE_UPLOADS, Buffer.from('x'), 'image/png')).rejects.toThrow(
      'Not an upload path',
    );
    await expect(backend.storage.remove(BESIDE_UPLOADS)).rejects.toThrow('Not an upload path');
  });
});
