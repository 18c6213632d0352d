import { describe, expect, it } from 'vitest';
import { ipLocation } from './ipLocation.ts';
import { isPublicAddress, normalizeAddress } from './isPublicAddress.ts';

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local and documentation addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.1.1',
      '203.0.113.5',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '',
      'unknown',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('accepts public IPv4, IPv6 and IPv4-mapped addresses', () => {
    for (const address of ['8.8.8.8', '120.24.78.68', '2001:4860:4860::8888', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    expect(normalizeAddress('::ffff:8.8.8.8')).toBe('8.8.8.8');
  });
});

describe('ipLocation', () => {
  it('names the province for an address in China', () => {
    expect(ipLocation('120.24.78.68')).toBe('广东');
    expect(ipLocation('240e:47d:c20:1627:30a3:ba0d:a5e6:ec19')).toBe('广东');
  });

  it('names the country elsewhere', () => {
    expect(ipLocation('8.8.8.8')).toBe('美国');
    expect(ipLocation('81.2.69.142')).toBe('英国');
  });

  it('is empty for private, loopback and unknown addresses', () => {
    for (const address of ['127.0.0.1', '192.168.0.10', '::1', 'not an ip', '']) {
      expect(ipLocation(address), address).toBe('');
    }
  });
});
