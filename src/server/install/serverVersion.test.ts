import { describe, expect, it } from 'vitest';
import { describeServerVersion, isSupportedVersion, parseServerVersion } from './serverVersion.ts';

describe('parseServerVersion', () => {
  it.each([
    ['8.0.36', 'mysql', 8, 0, 36],
    ['5.7.44-log', 'mysql', 5, 7, 44],
    ['8.0.35-27', 'mysql', 8, 0, 35],
    ['10.11.19-MariaDB-0+deb12u1', 'mariadb', 10, 11, 19],
    ['5.5.5-10.6.12-MariaDB', 'mariadb', 10, 6, 12],
    ['11.4.2-MariaDB-ubu2404', 'mariadb', 11, 4, 2],
    ['9.1', 'mysql', 9, 1, 0],
  ])('reads %s', (raw, serverType, major, minor, patch) => {
    expect(parseServerVersion(raw)).toEqual({ serverType, major, minor, patch, raw });
  });

  it('gives up on text that is not a version', () => {
    expect(parseServerVersion('')).toBeUndefined();
    expect(parseServerVersion('MariaDB')).toBeUndefined();
  });
});

describe('isSupportedVersion', () => {
  const supported = (raw: string) => isSupportedVersion(parseServerVersion(raw)!);

  it('accepts MySQL 5.7 and newer', () => {
    expect(supported('5.7.0')).toBe(true);
    expect(supported('8.4.3')).toBe(true);
    expect(supported('10.0.1')).toBe(true);
  });

  it('refuses MySQL older than 5.7', () => {
    expect(supported('5.6.51')).toBe(false);
    expect(supported('4.1.22')).toBe(false);
  });

  it('accepts MariaDB 10.6 and newer, including the 5.5.5- prefixed form', () => {
    expect(supported('10.6.0-MariaDB')).toBe(true);
    expect(supported('5.5.5-10.11.6-MariaDB')).toBe(true);
    expect(supported('11.0.2-MariaDB')).toBe(true);
  });

  it('refuses MariaDB older than 10.6, although its numbers pass as MySQL', () => {
    expect(supported('10.5.23-MariaDB')).toBe(false);
    expect(supported('5.5.5-10.3.39-MariaDB')).toBe(false);
  });
});

describe('describeServerVersion', () => {
  it('names the server and its version', () => {
    expect(describeServerVersion(parseServerVersion('10.11.19-MariaDB-0+deb12u1')!)).toBe('MariaDB 10.11.19');
    expect(describeServerVersion(parseServerVersion('5.6.51')!)).toBe('MySQL 5.6.51');
  });
});
