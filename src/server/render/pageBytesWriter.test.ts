import { describe, expect, it } from 'vitest';
import { PageBytesWriter } from './pageBytesWriter.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

function written(pieces: readonly string[], initialBytes?: number): Uint8Array {
  const writer = new PageBytesWriter(initialBytes);
  for (const piece of pieces) writer.append(piece);
  return writer.bytes();
}

describe('PageBytesWriter', () => {
  it('writes nothing for no text', () => {
    expect(written([])).toEqual(new Uint8Array(0));
    expect(written(['', ''])).toEqual(new Uint8Array(0));
  });

  it('writes ASCII, Chinese and emoji pieces as the UTF-8 of their concatenation', () => {
    const pieces = ['<p class="a">', '数据库', '</p>', '😀 ok', 'é'];
    expect(written(pieces)).toEqual(utf8(pieces.join('')));
  });

  it('stays equal across many flushes and buffer growth from a small start', () => {
    const pieces: string[] = [];
    for (let i = 0; i < 5_000; i++)
      pieces.push(i % 7 === 0 ? `<li>帖子 ${i} 🚀</li>` : `<span data-i="${i}">x</span>`);
    const bytes = written(pieces, 1024);
    expect(bytes.byteLength).toBeGreaterThan(100_000);
    expect(bytes).toEqual(utf8(pieces.join('')));
  });

  it('keeps a surrogate pair whole when a flush falls between its halves', () => {
    const emoji = '😀';
    const before = 'a'.repeat(20_000) + emoji[0];
    const pieces = [before, `${emoji[1]}tail`];
    expect(written(pieces)).toEqual(utf8(pieces.join('')));
    expect(new TextDecoder().decode(written(pieces)).endsWith('😀tail')).toBe(true);
  });

  it('fills a buffer started at the exact size of the text without growing it', () => {
    const pieces = Array.from({ length: 3_000 }, (_, i) => `<p>第 ${i} 段</p>`);
    const size = utf8(pieces.join('')).byteLength;
    const bytes = written(pieces, size);
    expect(bytes).toEqual(utf8(pieces.join('')));
    expect(bytes.buffer.byteLength).toBe(size);
  });

  it('writes a piece larger than the whole starting buffer', () => {
    const big = '汉'.repeat(70_000);
    expect(written(['<main>', big, '</main>'], 1024)).toEqual(utf8(`<main>${big}</main>`));
  });
});
