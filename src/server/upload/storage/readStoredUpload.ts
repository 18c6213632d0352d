import type { UploadStorage } from './UploadStorage.ts';

/** A stored upload's bytes, or undefined when there is none at that path. */
export async function readStoredUpload(storage: UploadStorage, path: string): Promise<Buffer | undefined> {
  const stored = await storage.open(path);
  if (!stored) return undefined;
  return Buffer.from(await new Response(stored.body).arrayBuffer());
}
