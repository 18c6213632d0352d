import { describe, expect, it } from 'vitest';
import { uploadSrc } from './uploadSrc.ts';
import { uploadSrcsInHtml } from './uploadSrcsInHtml.ts';

const UPLOAD = '/uploads/2026/07/0123456789abcdef0123456789abcdef.png';
const BASE = 'https://cdn.example.com/forum';

describe('uploadSrc', () => {
  it('leaves every address as it is when the forum serves its uploads', () => {
    expect(uploadSrc(UPLOAD, '')).toBe(UPLOAD);
  });

  it('reads an upload from the public bucket URL', () => {
    expect(uploadSrc(UPLOAD, BASE)).toBe(`${BASE}/2026/07/0123456789abcdef0123456789abcdef.png`);
  });

  it.each(['', '/logo.svg', 'data:image/png;base64,AAAA', '/uploads/../config.json', `${UPLOAD}?x`])(
    'leaves %j alone: it is not an upload',
    (url) => {
      expect(uploadSrc(url, BASE)).toBe(url);
    },
  );
});

describe('uploadSrcsInHtml', () => {
  it('points content images at the bucket and leaves everything else alone', () => {
    const html = `<p>Hi <img src="${UPLOAD}" alt="a"> <img src="data:image/png;base64,AAAA"> <a href="${UPLOAD}">link</a></p>`;
    expect(uploadSrcsInHtml(html, BASE)).toBe(
      `<p>Hi <img src="${BASE}/2026/07/0123456789abcdef0123456789abcdef.png" alt="a"> <img src="data:image/png;base64,AAAA"> <a href="${UPLOAD}">link</a></p>`,
    );
    expect(uploadSrcsInHtml(html, '')).toBe(html);
  });
});
