import { BlockList, isIP } from 'node:net';

// Everything that is not a public unicast address: the same classes request-filtering-agent refuses
// at connect time (unspecified, private, loopback, link-local, shared, reserved, multicast).
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;
// The same address as URL writes it: ::ffff:a00:1 is 10.0.0.1.
const MAPPED_V4_HEX = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i;

function mappedV4(bare: string): string | undefined {
  const dotted = MAPPED_V4.exec(bare);
  if (dotted) return dotted[1];
  const hex = MAPPED_V4_HEX.exec(bare);
  if (!hex) return undefined;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * Whether a URL's host names a private, loopback, link-local or otherwise non-public address by
 * itself (an IP literal or `localhost`), so a form can refuse it at once. Other names are checked
 * when the request connects, after DNS (outgoingRequest.ts).
 */
export function isPrivateAddress(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  const mapped = mappedV4(bare);
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  const family = isIP(bare);
  if (family === 4) return PRIVATE.check(bare, 'ipv4');
  if (family === 6) return PRIVATE.check(bare, 'ipv6');
  return false;
}
