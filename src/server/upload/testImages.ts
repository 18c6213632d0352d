import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Images for the upload tests, made in memory so no binary fixtures live in the repository.

export function solidPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}

export function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#cc3333' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'Secret Artist' } })
    .toBuffer();
}

export function webp(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 4, background: '#33cc6680' } })
    .webp()
    .toBuffer();
}

/** A three-frame GIF whose frames differ, so no encoder can merge them. */
export function animatedGif(): Promise<Buffer> {
  const width = 16;
  const height = 16;
  const frames = 3;
  const pixels = Buffer.alloc(width * height * frames * 3);
  for (let frame = 0; frame < frames; frame++) {
    pixels.fill(frame * 100, frame * width * height * 3, (frame + 1) * width * height * 3);
  }
  return sharp(pixels, { raw: { width, height: height * frames, channels: 3, pageHeight: height } })
    .gif({ delay: [100, 100, 100], loop: 0 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, checksum]);
}

/** A PNG of a few dozen bytes whose header declares width × height pixels: a decompression bomb. */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(16))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
