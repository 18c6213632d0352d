import { uploadContentType } from '../uploadContentType.ts';
import { readStoredUpload } from './readStoredUpload.ts';
import type { UploadStorage } from './UploadStorage.ts';

/** Copies every upload of one storage into another (backups, restores, moving to a bucket); answers how many. */
export async function copyUploads(from: UploadStorage, to: UploadStorage): Promise<number> {
  let copied = 0;
  for await (const path of from.list()) {
    const bytes = await readStoredUpload(from, path);
    const contentType = uploadContentType(path);
    if (!bytes || !contentType) continue;
    await to.save(path, bytes, contentType);
    copied += 1;
  }
  return copied;
}
