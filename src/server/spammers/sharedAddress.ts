import { BlockList, isIP } from 'node:net';

// Addresses many people may appear to come from: a reverse proxy not passing the client's address on
// (loopback), a private network, or nothing at all.
const SHARED = new BlockList();
SHARED.addSubnet('127.0.0.0', 8, 'ipv4');
SHARED.addSubnet('10.0.0.0', 8, 'ipv4');
SHARED.addSubnet('172.16.0.0', 12, 'ipv4');
SHARED.addSubnet('192.168.0.0', 16, 'ipv4');
SHARED.addSubnet('169.254.0.0', 16, 'ipv4');
SHARED.addSubnet('0.0.0.0', 8, 'ipv4');
SHARED.addAddress('::1', 'ipv6');
SHARED.addAddress('::', 'ipv6');
SHARED.addSubnet('fc00::', 7, 'ipv6');
SHARED.addSubnet('fe80::', 10, 'ipv6');

/** A loopback, private or link-local address: blocking it may turn away every visitor, not one spammer. */
export function isSharedAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 0) return false;
  return SHARED.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}
