import { isUploadUrl } from '@/shared/upload/uploadUrl.ts';
import {
  CONTENT_MAX_DATA_URL_LENGTH,
  CONTENT_MAX_IMAGE_HEIGHT,
  CONTENT_MAX_IMAGE_TEXT_LENGTH,
  EDITOR_IMAGE_MAX_WIDTH,
} from './editorConstants.ts';

// Raster types only: an SVG data URL can carry script when opened on its own.
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
const DIMENSION = /^\d{1,6}(?:\.\d+)?$/;

/** An image's attributes as HTML strings: a missing one is undefined. */
export type ImageAttributeValues = Readonly<Record<string, string | undefined>>;

/** The attributes an image keeps, as HTML strings. */
export type KeptImageAttributes = {
  src: string;
  alt?: string;
  title?: string;
  width?: string;
  height?: string;
};

/** Our own stored uploads, or an inline raster image the editor read from a local file. */
function isAllowedImageSrc(src: string): boolean {
  if (isUploadUrl(src)) return true;
  return src.length <= CONTENT_MAX_DATA_URL_LENGTH && DATA_IMAGE.test(src);
}

function dimension(value: string | undefined): number | undefined {
  if (value === undefined || !DIMENSION.test(value.trim())) return undefined;
  const rounded = Math.round(Number(value));
  return rounded >= 1 ? rounded : undefined;
}

/**
 * The attributes an image keeps, or undefined when the whole image must go (a source that is
 * not ours). The width is clamped to the editor's maximum, the height following the ratio.
 * The sanitizer applies it to stored HTML and the editor to what is pasted or dropped into it.
 */
export function imageAttributes(attribs: ImageAttributeValues): KeptImageAttributes | undefined {
  const src = (attribs['src'] ?? '').trim();
  if (!isAllowedImageSrc(src)) return undefined;
  const kept: KeptImageAttributes = { src };
  const alt = attribs['alt'];
  const title = attribs['title'];
  if (alt !== undefined) kept.alt = alt.slice(0, CONTENT_MAX_IMAGE_TEXT_LENGTH);
  if (title) kept.title = title.slice(0, CONTENT_MAX_IMAGE_TEXT_LENGTH);
  let width = dimension(attribs['width']);
  let height = dimension(attribs['height']);
  if (width !== undefined && width > EDITOR_IMAGE_MAX_WIDTH) {
    if (height !== undefined) height = Math.max(1, Math.round((height * EDITOR_IMAGE_MAX_WIDTH) / width));
    width = EDITOR_IMAGE_MAX_WIDTH;
  }
  if (width !== undefined) kept.width = String(width);
  if (height !== undefined && height <= CONTENT_MAX_IMAGE_HEIGHT) kept.height = String(height);
  return kept;
}
