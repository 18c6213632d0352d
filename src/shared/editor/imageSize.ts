import {
  EDITOR_IMAGE_LOAD_MAX_WIDTH,
  EDITOR_IMAGE_MAX_WIDTH,
  EDITOR_IMAGE_MIN_WIDTH,
} from './editorConstants.ts';

export interface ImageSize {
  width: number;
  height: number;
}

/** A resized image is 50 to 800 pixels wide, as a whole number. */
export function clampImageWidth(width: number): number {
  return Math.round(Math.min(EDITOR_IMAGE_MAX_WIDTH, Math.max(EDITOR_IMAGE_MIN_WIDTH, width)));
}

/** The size after dragging to `requestedWidth`: width clamped, height keeping the aspect ratio. */
export function resizeKeepingRatio(start: ImageSize, requestedWidth: number): ImageSize {
  const width = clampImageWidth(requestedWidth);
  const ratio = start.width > 0 ? start.height / start.width : 1;
  return { width, height: Math.max(1, Math.round(width * ratio)) };
}

/** The size an image without dimensions takes on load: its natural size, at most 600 wide. */
export function sizeOnLoad(natural: ImageSize): ImageSize {
  if (natural.width <= EDITOR_IMAGE_LOAD_MAX_WIDTH) {
    return { width: Math.round(natural.width), height: Math.round(natural.height) };
  }
  const height = Math.round((natural.height * EDITOR_IMAGE_LOAD_MAX_WIDTH) / natural.width);
  return { width: EDITOR_IMAGE_LOAD_MAX_WIDTH, height: Math.max(1, height) };
}

/** An integer attribute read from HTML ("320", "320px"), or null when it is not a positive number. */
export function parseImageDimension(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const number = Number.parseInt(value, 10);
  return Number.isFinite(number) && number > 0 ? number : null;
}
