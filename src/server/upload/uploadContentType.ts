import { extname } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

/** The type of a stored upload, from its generated name (never from what a store or a client says). */
export function uploadContentType(path: string): string | undefined {
  return CONTENT_TYPES[extname(path)];
}
