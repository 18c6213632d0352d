import { describe, expect, it } from 'vitest';
import { imageFileProblem, isImageFile, IMAGE_INPUT_ACCEPT } from './imageFileCheck.ts';

const MB = 1024 * 1024;

describe('isImageFile', () => {
  it('counts only types starting with image/', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'image/bmp' })).toBe(true);
    expect(isImageFile({ type: 'text/plain' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });
});

describe('imageFileProblem', () => {
  it.each(['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml'])(
    'accepts %s up to 5 MB',
    (type) => {
      expect(imageFileProblem({ type, size: 5 * MB })).toBeNull();
    },
  );

  it('refuses other image types', () => {
    expect(imageFileProblem({ type: 'image/bmp', size: 10 })).toBe('unsupported-type');
    expect(imageFileProblem({ type: 'image/tiff', size: 10 })).toBe('unsupported-type');
  });

  it('refuses files over 5 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 5 * MB + 1 })).toBe('too-large');
  });

  it('offers the accepted types to the file picker', () => {
    expect(IMAGE_INPUT_ACCEPT).toBe('image/jpeg,image/jpg,image/png,image/gif,image/webp,image/svg+xml');
  });
});
