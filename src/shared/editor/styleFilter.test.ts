import { describe, expect, it } from 'vitest';
import { filterStyle } from './styleFilter.ts';

describe('filterStyle on text styles (span)', () => {
  it.each([
    'color: #fff',
    'color: #FFFA',
    'color: #958DF1',
    'color: #958df180',
    'color: rgb(255, 0, 0)',
    'color: rgba(255, 0, 0, 0.5)',
    'color: rgb(255 0 0 / 50%)',
    'color: hsl(120deg, 50%, 50%)',
    'color: hsla(120, 50%, 50%, .3)',
    'color: red',
    'color: Transparent',
    'background-color: #000',
    'font-size: 12px',
    'font-size: 1.2em',
    'font-size: 120%',
    'font-size: small',
    'font-size: xx-large',
    'line-height: 1.5',
    'line-height: 2',
    'line-height: 24px',
    'line-height: normal',
    'font-family: Inter',
    'font-family: "Comic Sans MS", cursive',
    "font-family: 'Noto Sans SC', sans-serif",
    'font-family: 微软雅黑, "ヒラギノ角ゴ", 맑은 고딕',
    'font-family: monospace',
  ])('keeps %s', (style) => {
    expect(filterStyle('span', style)).toBe(style);
  });

  it.each([
    'color: url(javascript:alert(1))',
    'color: expression(alert(1))',
    'color: rgb(255, 0, 0',
    'color: rgb(a, b, c)',
    'color: rgb(1, 2)',
    'color: rgb(1, 2, 3, 4, 5)',
    'color: #12345',
    'color: hotpink',
    'color: red !important',
    'color: \\72 ed',
    'color: r/**/ed',
    'background-color: var(--x)',
    'background: red',
    'background-image: url(x)',
    'font-size: 9999px',
    'font-size: calc(1px + 2px)',
    'font-size: -1px',
    'line-height: attr(x)',
    'font-family: url(https://evil.example/x.woff)',
    'font-family: "a\\"b"',
    'font-family: "a;b"',
    'font-family: a, , b',
    'font-family: " a"',
    'font-family: "unterminated',
    'font-family: @import',
    'behavior: url(x.htc)',
    '-moz-binding: url(x)',
    'position: fixed',
    'text-align: center',
    `font-family: ${'a'.repeat(201)}`,
  ])('drops %s', (style) => {
    expect(filterStyle('span', style)).toBe('');
  });

  it('keeps the allowed declarations of a mixed style, the last of a repeated one winning', () => {
    expect(filterStyle('span', 'COLOR: red; position: absolute;; font-size:14px ; color: #00f; junk')).toBe(
      'color: #00f; font-size: 14px',
    );
  });
});

describe('filterStyle on blocks (p, h1-h6)', () => {
  it.each(['left', 'center', 'right', 'justify'])('keeps text-align: %s', (value) => {
    expect(filterStyle('p', `text-align: ${value}`)).toBe(`text-align: ${value}`);
    expect(filterStyle('h3', `text-align: ${value}`)).toBe(`text-align: ${value}`);
  });

  it('drops everything else', () => {
    expect(filterStyle('p', 'text-align: start; color: red; margin: 0')).toBe('');
    expect(filterStyle('div', 'text-align: center')).toBe('');
    expect(filterStyle('p', undefined)).toBe('');
  });
});
