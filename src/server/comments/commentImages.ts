import { isUploadUrl } from '@/shared/upload/uploadUrl.ts';

/** comments.images holds a JSON array of upload URLs; anything else reads as no images. */
export function parseCommentImages(stored: string): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value.filter((item): item is string => typeof item === 'string' && isUploadUrl(item));
  } catch {
    return [];
  }
}
