import type { DatabaseServerType } from '@/shared/install/installApi.ts';

export interface ServerVersion {
  serverType: DatabaseServerType;
  major: number;
  minor: number;
  patch: number;
  /** The version as the server reported it, for messages. */
  raw: string;
}

/** The oldest releases Plaza's SQL runs on (decision 006). */
const MINIMUM_VERSIONS: Record<DatabaseServerType, readonly [number, number]> = {
  mysql: [5, 7],
  mariadb: [10, 6],
};

/**
 * Reads `SELECT VERSION()`: "8.0.36", "5.7.44-log", "10.11.6-MariaDB-0+deb12u1", or the
 * replication-compatible "5.5.5-10.6.12-MariaDB" some MariaDB servers report.
 */
export function parseServerVersion(raw: string): ServerVersion | undefined {
  const text = raw.trim();
  const serverType: DatabaseServerType = /mariadb/i.test(text) ? 'mariadb' : 'mysql';
  const numbers = text.replace(/^5\.5\.5-(?=\d+\.\d+)/, '');
  const match = /^(\d+)\.(\d+)(?:\.(\d+))?/.exec(numbers);
  if (!match) return undefined;
  return {
    serverType,
    major: Number(match[1]),
    minor: Number(match[2]),
    patch: Number(match[3] ?? 0),
    raw: text,
  };
}

export function isSupportedVersion(version: ServerVersion): boolean {
  const [major, minor] = MINIMUM_VERSIONS[version.serverType];
  return version.major > major || (version.major === major && version.minor >= minor);
}

/** "MariaDB 10.11.6" / "MySQL 8.0.36", for messages. */
export function describeServerVersion(version: ServerVersion): string {
  const name = version.serverType === 'mariadb' ? 'MariaDB' : 'MySQL';
  return `${name} ${version.major}.${version.minor}.${version.patch}`;
}
