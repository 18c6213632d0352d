import type { RateLimitRule } from '@/server/rateLimit/fixedWindow.ts';
import { EDITOR_MAX_IMAGE_BYTES } from '@/shared/editor/editorConstants.ts';

/** Largest image accepted, in bytes of the file itself (5 MB, decision 009). */
export const UPLOAD_MAX_BYTES = EDITOR_MAX_IMAGE_BYTES;
/** Room for the multipart boundaries and part headers around the file. */
export const UPLOAD_MAX_BODY_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;
/** Decoded pixels (all frames together) beyond which an image is refused: a decompression bomb. */
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** Longest side of a stored image; larger ones are scaled down. */
export const UPLOAD_MAX_SIDE = 2048;
/** Longest original file name kept, in characters. */
export const UPLOAD_NAME_MAX_LENGTH = 100;
/** Uploads per user (decoding images costs CPU; decision 009). */
export const UPLOAD_USER_LIMIT: RateLimitRule = { limit: 60, windowMs: 10 * 60_000 };
