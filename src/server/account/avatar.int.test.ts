import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createTestDatabase, type TestDatabase } from '../../../tests/testDatabase.ts';
import { uploadImage } from '../upload/uploadImage.ts';
import { diskUploadStorage } from '../upload/storage/diskUploadStorage.ts';
import { ApiError } from '../http/ApiError.ts';
import { cropAvatar } from './avatar.commands.ts';
import { insertMember, memberRow } from '../../../tests/factories/accountTestKit.ts';

let t: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'plaza-avatar-'));
});
afterAll(async () => {
  await t?.cleanup();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** 300×200: left half red, right half blue. */
function twoColourPng(): Promise<Buffer> {
  const red = { r: 255, g: 0, b: 0 };
  return sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .composite([
      {
        input: { create: { width: 150, height: 200, channels: 3, background: red } },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
}

async function pixel(url: string) {
  const bytes = await readFile(join(dataDir, 'uploads', url.replace('/uploads/', '')));
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, r: data[0]!, b: data[2]! };
}

describe('avatar crop', () => {
  it('stores a 200 px and a 48 px square of the chosen area and points the user at them', async () => {
    const userId = await insertMember(t.db);
    const source = await uploadImage(
      { bytes: await twoColourPng(), name: 'me.png', userId },
      { db: t.db, storage: diskUploadStorage(dataDir) },
    );
    const result = await cropAvatar(
      userId,
      { url: source.url, x: 160, y: 20, size: 120 },
      { db: t.db, storage: diskUploadStorage(dataDir) },
    );
    expect(await memberRow(t.db, userId)).toMatchObject({
      avatar: result.avatar,
      smallAvatar: result.smallAvatar,
    });
    expect(await pixel(result.avatar)).toMatchObject({ width: 200, height: 200, r: 0, b: 255 });
    expect(await pixel(result.smallAvatar)).toMatchObject({ width: 48, height: 48, r: 0, b: 255 });

    const left = await cropAvatar(
      userId,
      { url: source.url, x: 0, y: 0, size: 100 },
      { db: t.db, storage: diskUploadStorage(dataDir) },
    );
    expect(await pixel(left.avatar)).toMatchObject({ r: 255, b: 0 });
  });

  it('refuses a box outside the image and a file that is not there', async () => {
    const userId = await insertMember(t.db);
    const source = await uploadImage(
      { bytes: await twoColourPng(), name: 'me.png', userId },
      { db: t.db, storage: diskUploadStorage(dataDir) },
    );
    await expect(
      cropAvatar(
        userId,
        { url: source.url, x: 150, y: 0, size: 201 },
        { db: t.db, storage: diskUploadStorage(dataDir) },
      ),
    ).rejects.toThrow('Failed to update avatar');
    const missing = `/uploads/2026/01/${'0'.repeat(32)}.png`;
    await expect(
      cropAvatar(
        userId,
        { url: missing, x: 0, y: 0, size: 10 },
        { db: t.db, storage: diskUploadStorage(dataDir) },
      ),
    ).rejects.toBeInstanceOf(ApiError);
    expect((await memberRow(t.db, userId)).avatar).toBe('');
  });
});
