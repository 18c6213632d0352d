import type { Attributes } from 'sanitize-html';
import { EDITOR_IMAGE_MAX_WIDTH } from '@/shared/editor/editorConstants.ts';
import { isUploadUrl } from '@/shared/upload/uploadUrl.ts';
import {
  CONTENT_MAX_DATA_URL_LENGTH,
  CONTENT_MAX_IMAGE_HEIGHT,
  CONTENT_MAX_IMAGE_TEXT_LENGTH,
} from './contentLimits.ts';

// Raster types only: an SVG data URL can carry script when opened on its own.
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
const DIMENSION = /^\d{1,6}(?:\.\d+)?$/;

/** Our own stored uploads, or an inline raster image the editor read from a local file. */
export function isAllowedImageSrc(src: string): boolean {
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
 */
export function imageAttributes(attribs: Attributes): Attributes | undefined {
  const src = (attribs.src ?? '').trim();
  if (!isAllowedImageSrc(src)) return undefined;
  const kept: Attributes = { src };
  if (attribs.alt !== undefined) kept.alt = attribs.alt.slice(0, CONTENT_MAX_IMAGE_TEXT_LENGTH);
  if (attribs.title) kept.title = attribs.title.slice(0, CONTENT_MAX_IMAGE_TEXT_LENGTH);
  let width = dimension(attribs.width);
  let height = dimension(attribs.height);
  if (width !== undefined && width > EDITOR_IMAGE_MAX_WIDTH) {
    if (height !== undefined) height = Math.max(1, Math.round((height * EDITOR_IMAGE_MAX_WIDTH) / width));
    width = EDITOR_IMAGE_MAX_WIDTH;
  }
  if (width !== undefined) kept.width = String(width);
  if (height !== undefined && height <= CONTENT_MAX_IMAGE_HEIGHT) kept.height = String(height);
  return kept;
}
