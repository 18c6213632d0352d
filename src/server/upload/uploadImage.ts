import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { getDb, type Database } from '@/server/db/client.ts';
import { uploads } from '@/server/db/schema/index.ts';
import { dataDir as configuredDataDir } from '@/server/config/installConfig.ts';
import { uploadUrl } from '@/shared/upload/uploadUrl.ts';
import { processImage } from './processImage.ts';
import { cleanFileName } from './cleanFileName.ts';
import { newUploadPath, storedUploadFile } from './uploadStorage.ts';
import { UPLOAD_MAX_BYTES } from './uploadLimits.ts';
import { uploadEmpty, uploadTooLarge } from './uploadErrors.ts';

export interface UploadInput {
  bytes: Uint8Array;
  /** The file name the browser sent; only shown back, never used for storage. */
  name: string;
  userId: number;
}

export interface UploadDeps {
  db: Database;
  dataDir: string;
  now: () => Date;
}

/** SPEC §3: image upload returns an object with url and name. */
export interface UploadedImage {
  url: string;
  name: string;
}

async function writeNewFile(file: string, data: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  // Written beside its final name and renamed, so a half-written file is never served.
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data, { flag: 'wx', mode: 0o644 });
  await rename(temporary, file);
}

/** Checks, re-encodes and stores one editor image, and records it in `uploads`. */
export async function uploadImage(
  input: UploadInput,
  deps: Partial<UploadDeps> = {},
): Promise<UploadedImage> {
  const db = deps.db ?? getDb();
  const root = deps.dataDir ?? configuredDataDir();
  const now = deps.now ?? (() => new Date());
  if (input.bytes.byteLength === 0) throw uploadEmpty();
  if (input.bytes.byteLength > UPLOAD_MAX_BYTES) throw uploadTooLarge();
  const image = await processImage(input.bytes);
  const createdAt = now();
  const path = newUploadPath(createdAt, image.ext);
  const file = storedUploadFile(root, path);
  if (!file) throw new Error(`Generated an invalid upload path: ${path}`);
  const name = cleanFileName(input.name);
  await writeNewFile(file, image.data);
  try {
    await db.insert(uploads).values({
      userId: input.userId,
      path,
      mime: image.mime,
      bytes: image.data.byteLength,
      width: image.width,
      height: image.height,
      originalName: name,
      createdAt,
    });
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return { url: uploadUrl(path), name };
}
