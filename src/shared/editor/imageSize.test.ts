import { describe, expect, it } from 'vitest';
import { clampImageWidth, parseImageDimension, resizeKeepingRatio, sizeOnLoad } from './imageSize.ts';

describe('clampImageWidth', () => {
  it('keeps widths between 50 and 800, as whole numbers', () => {
    expect(clampImageWidth(10)).toBe(50);
    expect(clampImageWidth(300.6)).toBe(301);
    expect(clampImageWidth(1200)).toBe(800);
  });
});

describe('resizeKeepingRatio', () => {
  it('lets the height follow the width', () => {
    expect(resizeKeepingRatio({ width: 400, height: 200 }, 300)).toEqual({ width: 300, height: 150 });
  });

  it('clamps before scaling', () => {
    expect(resizeKeepingRatio({ width: 400, height: 300 }, 2000)).toEqual({ width: 800, height: 600 });
    expect(resizeKeepingRatio({ width: 400, height: 300 }, 0)).toEqual({ width: 50, height: 38 });
  });
});

describe('sizeOnLoad', () => {
  it('keeps the natural size up to 600 wide', () => {
    expect(sizeOnLoad({ width: 320, height: 240 })).toEqual({ width: 320, height: 240 });
    expect(sizeOnLoad({ width: 600, height: 100 })).toEqual({ width: 600, height: 100 });
  });

  it('scales a wider image down to 600', () => {
    expect(sizeOnLoad({ width: 1200, height: 900 })).toEqual({ width: 600, height: 450 });
  });
});

describe('parseImageDimension', () => {
  it('reads positive integers', () => {
    expect(parseImageDimension('320')).toBe(320);
    expect(parseImageDimension('320px')).toBe(320);
    expect(parseImageDimension('12.7')).toBe(12);
  });

  it('gives null for anything else', () => {
    expect(parseImageDimension(null)).toBeNull();
    expect(parseImageDimension('')).toBeNull();
    expect(parseImageDimension('auto')).toBeNull();
    expect(parseImageDimension('0')).toBeNull();
    expect(parseImageDimension('-5')).toBeNull();
  });
});
