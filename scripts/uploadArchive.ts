// Moves uploads between the storage STORAGE_URL names (a bucket, decision 029) and a folder laid out
// like DATA_DIR (`<folder>/uploads/YYYY/MM/…`), for scripts/backup.sh and scripts/restore.sh.
// Runs with Node 24's type stripping, so it imports only files that use relative `.ts` imports.
//
//   node scripts/uploadArchive.ts export <folder>   copies every upload in the storage into the folder
//   node scripts/uploadArchive.ts empty             fails when the storage already holds uploads
//   node scripts/uploadArchive.ts import <folder>   copies every upload in the folder into the storage
import { resolve } from 'node:path';
import { parseStorageUrl, StorageUrlError } from '../src/server/upload/storage/storageLocation.ts';
import { uploadStorageFor } from '../src/server/upload/storage/uploadStorageFor.ts';
import { diskUploadStorage } from '../src/server/upload/storage/diskUploadStorage.ts';
import { copyUploads } from '../src/server/upload/storage/copyUploads.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  const [command, folder] = process.argv.slice(2);
  let storage;
  try {
    storage = uploadStorageFor(
      parseStorageUrl(process.env.STORAGE_URL),
      resolve(process.env.DATA_DIR ?? './data'),
    );
  } catch (error) {
    if (error instanceof StorageUrlError) fail(`Invalid configuration: STORAGE_URL: ${error.message}`);
    throw error;
  }
  if (command === 'empty') {
    for await (const path of storage.list()) {
      fail(`Refusing to restore over an existing forum: the upload storage already holds ${path}`);
    }
    return;
  }
  if ((command !== 'export' && command !== 'import') || !folder) {
    fail('usage: uploadArchive.ts export <folder> | import <folder> | empty');
  }
  const archive = diskUploadStorage(resolve(folder));
  const copied =
    command === 'export' ? await copyUploads(storage, archive) : await copyUploads(archive, storage);
  console.error(`${command === 'export' ? 'Exported' : 'Imported'} ${copied} uploads`);
}

await main();
