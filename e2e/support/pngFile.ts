import sharp from 'sharp';

/** A plain-coloured PNG of this size. */
export function pngBytes(width: number, height: number, color = '#2f6feb'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** The same PNG as a file for an upload field's setInputFiles. */
export async function pngFile(
  name: string,
  width: number,
  height: number,
  color?: string,
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  return { name, mimeType: 'image/png', buffer: await pngBytes(width, height, color) };
}
