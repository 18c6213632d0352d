import { BlockList, isIP } from 'node:net';

// Loopback, private, link-local, shared (CGNAT), documentation, benchmark, relay, multicast and
// reserved ranges: an address in them says nothing about where a person is, and outgoing requests
// refuse it (src/server/http/privateAddress.ts), as request-filtering-agent does at connect time.
const NON_PUBLIC = new BlockList();
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
  ['224.0.0.0', 3],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** An address as the client sent it, without an IPv6 zone or the IPv4-mapped prefix; '' if not an IP. */
export function normalizeAddress(address: string): string {
  const bare = address.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  const candidate = mapped?.[1] ?? bare;
  return isIP(candidate) === 0 ? '' : candidate;
}

/** True for a routable address on the public internet. */
export function isPublicAddress(address: string): boolean {
  const normalized = normalizeAddress(address);
  if (normalized === '') return false;
  return !NON_PUBLIC.check(normalized, isIP(normalized) === 6 ? 'ipv6' : 'ipv4');
}
