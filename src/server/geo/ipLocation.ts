import ip2regionModule from 'ip2region';
import { logger } from '../log/logger.ts';
import { isPublicAddress, normalizeAddress } from './isPublicAddress.ts';

type IP2Region = InstanceType<typeof ip2regionModule>;

// The package is CommonJS with its class on `default`; depending on the loader the import is the
// class itself or that exports object.
const IP2RegionClass: typeof ip2regionModule =
  (ip2regionModule as unknown as { default?: typeof ip2regionModule }).default ?? ip2regionModule;

let database: IP2Region | null | undefined;

// Reads about 11 MB of offline data once, on the first lookup.
function lookupDatabase(): IP2Region | null {
  if (database === undefined) {
    try {
      database = new IP2RegionClass({ disableIpv6: false });
    } catch (error) {
      logger.error({ err: error }, 'ip2region data could not be loaded; IP locations stay empty');
      database = null;
    }
  }
  return database;
}

const CHINA = '中国';
// 广东省 → 广东, 北京市 → 北京, 广西壮族自治区 → 广西, 香港特别行政区 → 香港.
const REGION_SUFFIX = /(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/;
const UNKNOWN = new Set(['', '0', '内网IP', '本机地址']);

/**
 * Where an address is, from the offline ip2region data: the province for China, the country
 * elsewhere; '' for private, loopback and unknown addresses.
 */
export function ipLocation(address: string): string {
  if (!isPublicAddress(address)) return '';
  const db = lookupDatabase();
  if (!db) return '';
  let found: ReturnType<IP2Region['search']>;
  try {
    found = db.search(normalizeAddress(address));
  } catch {
    return '';
  }
  if (!found) return '';
  const country = found.country.trim();
  const province = found.province.trim();
  if (country === CHINA && !UNKNOWN.has(province)) return province.replace(REGION_SUFFIX, '');
  return UNKNOWN.has(country) ? '' : country;
}
