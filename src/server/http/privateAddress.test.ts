import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './privateAddress.ts';

describe('private addresses', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '[::1]',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '[::ffff:10.0.0.1]',
    '[::ffff:a00:1]',
    'localhost',
    'api.localhost',
    'LOCALHOST',
  ])('%s is private', (host) => {
    expect(isPrivateAddress(host)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '[::ffff:808:808]',
    '172.32.0.1',
    '93.184.216.34',
    '2606:4700::1111',
    'example.com',
    'hooks.example.org',
  ])('%s is not (names are checked when connecting)', (host) => {
    expect(isPrivateAddress(host)).toBe(false);
  });
});
