import { getEnv } from '../config/env.ts';
import type { StorageLocation } from './storage/storageLocation.ts';

/** The public bucket URL browsers load uploads from, '' when the forum serves them itself (decision 029). */
export function publicUploadsUrl(location: StorageLocation = getEnv().STORAGE_URL): string {
  return location.kind === 's3' ? (location.publicUrl ?? '') : '';
}
