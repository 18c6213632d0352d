import sharp, { type Sharp } from 'sharp';
import type { UploadExtension } from '@/shared/upload/uploadUrl.ts';
import { UPLOAD_MAX_PIXELS, UPLOAD_MAX_SIDE } from './uploadLimits.ts';
import { uploadCorrupt, uploadTooManyPixels, uploadUnsupported } from './uploadErrors.ts';

export interface ProcessedImage {
  data: Buffer;
  mime: string;
  ext: UploadExtension;
  width: number;
  /** Height of one frame for animations. */
  height: number;
  pages: number;
}

interface Output {
  mime: string;
  ext: UploadExtension;
  encode: (image: Sharp) => Sharp;
}

const PNG: Output = { mime: 'image/png', ext: 'png', encode: (image) => image.png() };
// Keyed by the format sharp detects in the bytes; the declared type and name play no part.
// SVG is rasterized to PNG (docs/decisions/009-uploaded-images.md).
const OUTPUTS: Record<string, Output> = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg', encode: (image) => image.jpeg({ quality: 85 }) },
  png: PNG,
  webp: { mime: 'image/webp', ext: 'webp', encode: (image) => image.webp({ quality: 85 }) },
  gif: { mime: 'image/gif', ext: 'gif', encode: (image) => image.gif() },
  svg: PNG,
};
const ANIMATABLE = new Set(['gif', 'webp']);

const isPixelLimitError = (error: unknown) =>
  error instanceof Error && /exceeds pixel limit/i.test(error.message);

async function detectFormat(input: Buffer): Promise<{ format: string; pages: number }> {
  try {
    const metadata = await sharp(input, { limitInputPixels: UPLOAD_MAX_PIXELS, animated: true }).metadata();
    return { format: metadata.format, pages: metadata.pages ?? 1 };
  } catch (error) {
    if (isPixelLimitError(error)) throw uploadTooManyPixels();
    if (error instanceof Error && /unsupported image format/i.test(error.message)) throw uploadUnsupported();
    throw uploadCorrupt();
  }
}

/**
 * Decodes the bytes with sharp and re-encodes them: metadata (EXIF, GPS, comments) is dropped,
 * anything after the image data is gone, animations stay animated, and the longest side is at
 * most UPLOAD_MAX_SIDE. Refuses non-images (415), damaged images and decompression bombs (400).
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { format, pages } = await detectFormat(input);
  const output = OUTPUTS[format];
  if (!output) throw uploadUnsupported();
  const animated = ANIMATABLE.has(format) && pages > 1;
  const pipeline = sharp(input, {
    limitInputPixels: UPLOAD_MAX_PIXELS,
    failOn: 'warning',
    animated,
    // EXIF orientation is applied to the pixels before the EXIF block itself is dropped.
    autoOrient: !animated,
  }).resize({ width: UPLOAD_MAX_SIDE, height: UPLOAD_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  try {
    const { data, info } = await output.encode(pipeline).toBuffer({ resolveWithObject: true });
    return {
      data,
      mime: output.mime,
      ext: output.ext,
      width: info.width,
      height: info.pageHeight ?? info.height,
      pages: info.pages ?? 1,
    };
  } catch (error) {
    if (isPixelLimitError(error)) throw uploadTooManyPixels();
    throw uploadCorrupt();
  }
}
