import { isIP } from 'node:net';
import { isPublicAddress } from '../geo/isPublicAddress.ts';

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
  const address = mappedV4(bare) ?? bare;
  return isIP(address) !== 0 && !isPublicAddress(address);
}
