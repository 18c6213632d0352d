import { describe, expect, it } from 'vitest';
import { cleanFileName } from './cleanFileName.ts';

describe('cleanFileName', () => {
  it.each([
    ['photo.png', 'photo.png'],
    ['/home/me/photo.png', 'photo.png'],
    ['C:\\Users\\me\\photo.png', 'photo.png'],
    ['../../etc/passwd', 'passwd'],
    ['a\u0000b\u0007c\r\n.png', 'abc.png'],
    ['invoice\u202egnp.exe', 'invoicegnp.exe'],
    ['  spaced   out  .png ', 'spaced out .png'],
    ['照片 2026.jpg', '照片 2026.jpg'],
    ['', 'image'],
    ['..', 'image'],
    ['dir/', 'image'],
  ])('%j → %j', (name, expected) => {
    expect(cleanFileName(name)).toBe(expected);
  });

  it('caps long names at 100 characters and keeps the extension', () => {
    expect(cleanFileName(`${'a'.repeat(120)}.jpeg`)).toBe(`${'a'.repeat(95)}.jpeg`);
    expect(Array.from(cleanFileName(`${'图'.repeat(120)}.png`))).toHaveLength(100);
    expect(cleanFileName('b'.repeat(150))).toBe('b'.repeat(100));
    expect(cleanFileName(`${'c'.repeat(120)}.${'d'.repeat(20)}`)).toBe('c'.repeat(100));
  });

  it('never splits an astral character', () => {
    const name = cleanFileName('😀'.repeat(120));
    expect(Array.from(name)).toHaveLength(100);
    expect(name).toBe('😀'.repeat(100));
  });

  it('never separates a letter from its combining marks or an emoji sequence', () => {
    expect(cleanFileName(`${'e\u0301'.repeat(80)}.png`)).toBe(`${'e\u0301'.repeat(48)}.png`);
    expect(cleanFileName(`${'👨‍👩‍👧‍👦'.repeat(20)}.png`)).toBe(`${'👨‍👩‍👧‍👦'.repeat(13)}.png`);
    expect(cleanFileName(`a${'\u0301'.repeat(500)}.png`)).toBe('image.png');
  });
});
