/** An IP address as 16 bytes (IPv4 as its IPv4-mapped IPv6 form) and a prefix length over those bytes. */
export interface IpRange {
  bytes: Uint8Array;
  prefix: number;
}

const IPV4_MAPPED_PREFIX = 96;

function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes: number[] = [];
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || (part.length > 1 && part.startsWith('0'))) return null;
    const value = Number(part);
    if (value > 255) return null;
    bytes.push(value);
  }
  return bytes;
}

function parseGroups(text: string): number[] | null {
  if (text === '') return [];
  const groups: number[] = [];
  const parts = text.split(':');
  for (const [index, part] of parts.entries()) {
    if (index === parts.length - 1 && part.includes('.')) {
      const v4 = parseIpv4(part);
      if (!v4) return null;
      groups.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
    } else {
      if (!/^[0-9a-f]{1,4}$/i.test(part)) return null;
      groups.push(parseInt(part, 16));
    }
  }
  return groups;
}

function parseIpv6(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = parseGroups(halves[0]!);
  const tail = halves.length === 2 ? parseGroups(halves[1]!) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<number>(missing).fill(0), ...tail];
  return groups.flatMap((group) => [group >> 8, group & 0xff]);
}

/** An IPv4 or IPv6 address (a zone like `%eth0` ignored) as 16 bytes, or null. */
export function parseIpAddress(text: string): Uint8Array | null {
  const address = text.trim().replace(/%.*$/, '');
  const v4 = parseIpv4(address);
  if (v4) return Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, ...v4]);
  if (!address.includes(':')) return null;
  const v6 = parseIpv6(address);
  return v6 ? Uint8Array.from(v6) : null;
}

/** `1.2.3.4`, `10.0.0.0/8`, `2001:db8::/32`, or null when the text is none of these. */
export function parseIpRange(text: string): IpRange | null {
  const [address, prefixText, extra] = text.trim().split('/');
  if (extra !== undefined || address === undefined) return null;
  const bytes = parseIpAddress(address);
  if (!bytes) return null;
  const isV4 = parseIpv4(address.trim()) !== null;
  const max = isV4 ? 32 : 128;
  if (prefixText === undefined) return { bytes, prefix: 128 };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > max) return null;
  return { bytes, prefix: Number(prefixText) + (isV4 ? IPV4_MAPPED_PREFIX : 0) };
}

/** Whether the address falls within the range. */
export function ipInRange(address: Uint8Array, range: IpRange): boolean {
  const whole = Math.floor(range.prefix / 8);
  for (let i = 0; i < whole; i++) if (address[i] !== range.bytes[i]) return false;
  const rest = range.prefix % 8;
  if (rest === 0) return true;
  const mask = (0xff << (8 - rest)) & 0xff;
  return (address[whole]! & mask) === (range.bytes[whole]! & mask);
}
