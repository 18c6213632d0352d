import { describe, expect, it } from 'vitest';
import { parseMomentImages } from './momentImages.ts';

describe('parseMomentImages', () => {
  it('reads a JSON array of URLs', () => {
    expect(parseMomentImages('["/uploads/a.png","/uploads/b.png"]')).toEqual([
      '/uploads/a.png',
      '/uploads/b.png',
    ]);
  });
  it('reads empty, broken or non-array values as no images and drops non-strings', () => {
    expect(parseMomentImages('')).toEqual([]);
    expect(parseMomentImages('not json')).toEqual([]);
    expect(parseMomentImages('{"a":1}')).toEqual([]);
    expect(parseMomentImages('["/x.png", 3, null]')).toEqual(['/x.png']);
  });
});
