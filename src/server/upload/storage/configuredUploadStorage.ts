import { getEnv } from '../../config/env.ts';
import { dataDir } from '../../config/installConfig.ts';
import { uploadStorageFor } from './uploadStorageFor.ts';
import type { UploadStorage } from './UploadStorage.ts';

let configured: UploadStorage | undefined;

/** The storage STORAGE_URL chooses, one per process (its S3 client keeps connections open). */
export function configuredUploadStorage(): UploadStorage {
  configured ??= uploadStorageFor(getEnv().STORAGE_URL, dataDir());
  return configured;
}
