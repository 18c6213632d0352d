import { diskUploadStorage } from './diskUploadStorage.ts';
import { s3UploadStorage } from './s3UploadStorage.ts';
import type { StorageLocation } from './storageLocation.ts';
import type { UploadStorage } from './UploadStorage.ts';

/** The storage a STORAGE_URL names; the disk one lives in `<dataDir>/uploads`. */
export function uploadStorageFor(location: StorageLocation, dataDir: string): UploadStorage {
  return location.kind === 's3' ? s3UploadStorage(location) : diskUploadStorage(dataDir);
}
