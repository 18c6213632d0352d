import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunkLoadError.ts';

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://x/_astro/a.js'),
    new TypeError('error loading dynamically imported module: https://x/_astro/a.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /_astro/a.css'),
    'Failed to fetch dynamically imported module',
  ])('recognises %s', (reason) => {
    expect(isChunkLoadError(reason)).toBe(true);
  });
  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError({ message: 'Failed to fetch dynamically imported module' })).toBe(false);
  });
});
