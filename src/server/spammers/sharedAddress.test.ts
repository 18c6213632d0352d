import { describe, expect, it } from 'vitest';
import { isSharedAddress } from './sharedAddress.ts';
import { blockableIp } from './spammerBlockRules.ts';

describe('isSharedAddress', () => {
  it('warns about loopback, private and link-local addresses, not public ones', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.9', '::1', 'fd00::7', 'fe80::1']) {
      expect(isSharedAddress(ip), ip).toBe(true);
    }
    for (const ip of ['198.51.100.7', '8.8.8.8', '2001:db8::5', ''])
      expect(isSharedAddress(ip), ip).toBe(false);
  });
});

describe('blockableIp', () => {
  it('keeps a real address, writes a mapped IPv4 address as IPv4, and never answers junk', () => {
    expect(blockableIp(' 198.51.100.7 ')).toBe('198.51.100.7');
    expect(blockableIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(blockableIp('2001:db8::5')).toBe('2001:db8::5');
    expect(blockableIp('')).toBe('');
    expect(blockableIp('unknown')).toBe('');
  });
});
