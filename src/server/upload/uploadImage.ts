import { getDb, type Database } from '@/server/db/client.ts';
import { uploads } from '@/server/db/schema/index.ts';
import { uploadUrl } from '@/shared/upload/uploadUrl.ts';
import { processImage } from './processImage.ts';
import { cleanFileName } from './cleanFileName.ts';
import { newUploadPath } from './uploadPaths.ts';
import { configuredUploadStorage } from './storage/configuredUploadStorage.ts';
import type { UploadStorage } from './storage/UploadStorage.ts';
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
  storage: UploadStorage;
  now: () => Date;
}

/** What an image upload answers: its url and name (decision 009). */
export interface UploadedImage {
  url: string;
  name: string;
}

/** Checks, re-encodes and stores one editor image, and records it in `uploads`. */
export async function uploadImage(
  input: UploadInput,
  deps: Partial<UploadDeps> = {},
): Promise<UploadedImage> {
  const db = deps.db ?? getDb();
  const storage = deps.storage ?? configuredUploadStorage();
  const now = deps.now ?? (() => new Date());
  if (input.bytes.byteLength === 0) throw uploadEmpty();
  if (input.bytes.byteLength > UPLOAD_MAX_BYTES) throw uploadTooLarge();
  const image = await processImage(input.bytes);
  const createdAt = now();
  const path = newUploadPath(createdAt, image.ext);
  const name = cleanFileName(input.name);
  await storage.save(path, image.data, image.mime);
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
    await storage.remove(path);
    throw error;
  }
  return { url: uploadUrl(path), name };
}
