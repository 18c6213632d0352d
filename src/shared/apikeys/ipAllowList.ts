import { ipInRange, parseIpAddress, parseIpRange } from '@/shared/signup/ipRange.ts';

/** The most addresses and ranges one key's allow list holds. */
export const ALLOW_LIST_MAX = 20;

/** The entries of an allow list as typed: one per line, or separated by commas or spaces. */
export function allowListEntries(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** The entries that are neither an address nor a CIDR range. */
export function invalidAllowListEntries(entries: readonly string[]): string[] {
  return entries.filter((entry) => parseIpRange(entry) === null);
}

/** Whether a client address may use a key with this allow list; an empty list allows every address. */
export function ipAllowed(address: string, entries: readonly string[]): boolean {
  if (entries.length === 0) return true;
  const bytes = parseIpAddress(address);
  if (!bytes) return false;
  return entries.some((entry) => {
    const range = parseIpRange(entry);
    return range !== null && ipInRange(bytes, range);
  });
}
