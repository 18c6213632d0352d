import { describe, expect, it } from 'vitest';
import { redirectField } from './redirectField.ts';

describe('redirectField', () => {
  it.each([
    ['/user/profile', '/user/profile'],
    ['/moments?tag=1#top', '/moments?tag=1#top'],
    ['  /about  ', '/about'],
  ])('keeps the on-site path %s', (value, expected) => {
    expect(redirectField.parse(value)).toBe(expected);
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'evil.example/path',
    '/\u0000//evil.example',
    '',
    undefined,
    null,
    42,
    ['/a'],
  ])('turns the off-site or odd value %j into /', (value) => {
    expect(redirectField.parse(value)).toBe('/');
  });
});
