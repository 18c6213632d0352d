import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { pngFile } from './support/pngFile.ts';
import { installPlaza, spawnPlaza, systemPort, type SpawnedPlaza } from './support/spawnPlaza.ts';
import { E2E_MYSQL, recreateDatabase, withAdminConnection } from './support/mysqlAdmin.ts';
import { e2eDatabaseName } from './support/servers.ts';
import { watchCsp } from './support/cspWatch.ts';
import { S3RVER_CREDENTIALS, startS3TestServer, type S3TestServer } from '../tests/s3TestServer.ts';

// Uploads in a bucket (decision 029). Two app servers share one database and one bucket on a local
// S3-compatible server, each with a data folder of its own: a member's picture uploaded in the
// composer of the first is shown by it through its own /uploads/ address, and by the second, whose
// STORAGE_URL has publicUrl, straight from the bucket's address.

const base = process.env.PLAZA_E2E_PORT_BASE ?? '3100';
const root = `.tmp/e2e-${base}/upload-storage-s3`;
const database = e2eDatabaseName('upload_storage_s3');
const PREFIX = 'forum/uploads';
const UPLOAD_SRC = /^\/uploads\/(\d{4}\/\d{2}\/[0-9a-f]{32}\.png)$/;

let s3: S3TestServer;
let served: SpawnedPlaza;
let fromBucket: SpawnedPlaza;
let momentPath = '';
let uploadPath = '';

test.describe.configure({ mode: 'serial', timeout: 90_000 });
// The member fixture signs up on the first server, whose address is known before it starts.
test.use({ baseURL: `http://127.0.0.1:${systemPort(70)}` });

async function shown(image: Locator): Promise<boolean> {
  await expect(image).toBeVisible();
  return image.evaluate(async (element: HTMLImageElement) => {
    await element.decode().catch(() => undefined);
    return element.complete && element.naturalWidth === 160;
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(root, { recursive: true, force: true });
  s3 = await startS3TestServer();
  await recreateDatabase(database);
  const env = { ...S3RVER_CREDENTIALS, STORAGE_URL: s3.storageUrl({ prefix: PREFIX }) };
  served = await spawnPlaza({ port: systemPort(70), dataDir: join(root, 'served'), env });
  await installPlaza(served.url, { ...E2E_MYSQL, database });
  // The second server knows the same database from the installer's file, and nothing else.
  mkdirSync(join(root, 'public'), { recursive: true });
  copyFileSync(join(root, 'served', 'config.json'), join(root, 'public', 'config.json'));
  fromBucket = await spawnPlaza({
    port: systemPort(71),
    dataDir: join(root, 'public'),
    env: { ...S3RVER_CREDENTIALS, STORAGE_URL: s3.storageUrl({ prefix: PREFIX, publicUrl: true }) },
  });
});

test.afterAll(async () => {
  await served?.stop();
  await fromBucket?.stop();
  await s3?.stop();
  await withAdminConnection((connection) => connection.query(`DROP DATABASE IF EXISTS \`${database}\``));
});

test('a picture uploaded in the composer is stored in the bucket and shown through the forum', async ({
  page,
  baseURL,
  member,
  momentComposer,
}) => {
  expect(served.url).toBe(baseURL);
  expect(member.id).toBeGreaterThan(0);
  page.context().setDefaultNavigationTimeout(30_000);

  await momentComposer.open();
  await momentComposer.write('A picture from the bucket', 'Look at this');
  await momentComposer.editor.imageInput.setInputFiles(await pngFile('blue.png', 160, 120));
  await expect(momentComposer.editor.root.locator('img[src^="/uploads/"]')).toBeVisible();
  momentPath = `/moment/${await momentComposer.publishAndOpen()}`;
  expect(new URL(page.url()).pathname).toBe(momentPath);

  const image = page.locator('.rich-content img');
  const src = (await image.getAttribute('src')) ?? '';
  expect(src).toMatch(UPLOAD_SRC);
  uploadPath = UPLOAD_SRC.exec(src)![1]!;
  expect(await shown(image)).toBe(true);

  const throughForum = await fetch(`${served.url}${src}`);
  expect(throughForum.status).toBe(200);
  expect(throughForum.headers.get('content-type')).toBe('image/png');
  expect(throughForum.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const inBucket = await fetch(s3.objectUrl(`${PREFIX}/${uploadPath}`));
  expect(inBucket.status).toBe(200);
  expect(Buffer.from(await throughForum.arrayBuffer())).toEqual(Buffer.from(await inBucket.arrayBuffer()));
  expect(existsSync(join(root, 'served', 'uploads')), 'nothing is written to the data folder').toBe(false);
});

test('a server with publicUrl shows the same picture straight from the bucket', async ({ page }) => {
  expect(uploadPath, 'the first test stored a picture').not.toBe('');
  const csp = await watchCsp(page);
  const response = await page.goto(`${fromBucket.url}${momentPath}`);
  expect(response?.headers()['content-security-policy']).toMatch(
    new RegExp(`img-src 'self' data: blob: ${s3.endpoint.replaceAll('.', '\\.')}(;|$)`),
  );
  const image = page.locator('.rich-content img');
  await expect(image).toHaveAttribute('src', s3.objectUrl(`${PREFIX}/${uploadPath}`));
  expect(await shown(image)).toBe(true);
  expect(csp.take()).toEqual([]);

  // Its own /uploads/ address answers too (links saved elsewhere), and a missing one is a 404.
  const ownAddress = await fetch(`${fromBucket.url}/uploads/${uploadPath}`);
  expect(ownAddress.status).toBe(200);
  expect(ownAddress.headers.get('content-type')).toBe('image/png');
  const missing = await fetch(`${fromBucket.url}/uploads/2026/01/${'0'.repeat(32)}.png`);
  expect(missing.status).toBe(404);
});
