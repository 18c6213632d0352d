// Only relative `.ts` imports here: env.ts and scripts/uploadArchive.ts run with Node's type stripping.

/** Uploads in `<DATA_DIR>/uploads`, as before there was a choice. */
export interface DiskStorageLocation {
  kind: 'disk';
}

/** Uploads in an S3-compatible bucket (decision 029). */
export interface S3StorageLocation {
  kind: 's3';
  bucket: string;
  /** Keys start with `<prefix>/`; '' for the bucket's root. */
  prefix: string;
  /** Undefined: AWS_REGION, else us-east-1. */
  region: string | undefined;
  /** Undefined: AWS itself. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Where browsers load uploads from instead of the forum's `/uploads/` (no trailing slash). */
  publicUrl: string | undefined;
}

export type StorageLocation = DiskStorageLocation | S3StorageLocation;

export const DISK_STORAGE: DiskStorageLocation = { kind: 'disk' };

export class StorageUrlError extends Error {
  override name = 'StorageUrlError';
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const PARAMETERS = ['endpoint', 'region', 'forcePathStyle', 'publicUrl'] as const;
type Parameter = (typeof PARAMETERS)[number];

function httpUrl(value: string, parameter: Parameter): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new StorageUrlError(`${parameter} must be an http:// or https:// URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new StorageUrlError(`${parameter} must be an http:// or https:// URL`);
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new StorageUrlError(`${parameter} must not hold credentials, a query or a fragment`);
  }
  return url;
}

const withoutTrailingSlash = (url: URL) => url.href.replace(/\/+$/, '');

function s3Prefix(pathname: string): string {
  const prefix = decodeURIComponent(pathname).replace(/^\/+|\/+$/g, '');
  if (prefix !== '' && !prefix.split('/').every((segment) => PREFIX_SEGMENT.test(segment))) {
    throw new StorageUrlError(
      'the key prefix may hold only letters, digits, ".", "_", "-" and "/" between names',
    );
  }
  return prefix;
}

function s3Parameters(search: URLSearchParams): Partial<Record<Parameter, string>> {
  const found: Partial<Record<Parameter, string>> = {};
  for (const [name, value] of search) {
    if (!(PARAMETERS as readonly string[]).includes(name)) {
      throw new StorageUrlError(`unknown parameter "${name}" (known: ${PARAMETERS.join(', ')})`);
    }
    found[name as Parameter] = value;
  }
  return found;
}

function s3Location(url: URL): S3StorageLocation {
  if (url.username || url.password) {
    throw new StorageUrlError(
      'credentials do not belong in the URL: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    );
  }
  if (!BUCKET.test(url.hostname) || url.port) {
    throw new StorageUrlError(
      's3://<bucket>/<prefix> needs a bucket name of 3–63 lowercase letters, digits, "." or "-"',
    );
  }
  if (url.hash) throw new StorageUrlError('a fragment (#…) has no meaning here');
  const parameters = s3Parameters(url.searchParams);
  const { forcePathStyle = 'false' } = parameters;
  if (forcePathStyle !== 'true' && forcePathStyle !== 'false') {
    throw new StorageUrlError('forcePathStyle must be true or false');
  }
  return {
    kind: 's3',
    bucket: url.hostname,
    prefix: s3Prefix(url.pathname),
    region: parameters.region || undefined,
    endpoint: parameters.endpoint
      ? withoutTrailingSlash(httpUrl(parameters.endpoint, 'endpoint'))
      : undefined,
    forcePathStyle: forcePathStyle === 'true',
    publicUrl: parameters.publicUrl
      ? withoutTrailingSlash(httpUrl(parameters.publicUrl, 'publicUrl'))
      : undefined,
  };
}

/**
 * Reads STORAGE_URL: unset or `file:` keeps uploads in the data directory;
 * `s3://bucket/prefix?endpoint=…&region=…&forcePathStyle=true&publicUrl=…` puts them in a bucket.
 * Messages never repeat the value, so nothing typed into it by mistake reaches a log.
 */
export function parseStorageUrl(value: string | undefined): StorageLocation {
  if (value === undefined || value === '') return DISK_STORAGE;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new StorageUrlError('must be file: or s3://<bucket>/<prefix>?<parameters>');
  }
  if (url.protocol === 's3:') return s3Location(url);
  if (url.protocol === 'file:') {
    if (url.host === '' && url.pathname === '/' && !url.search && !url.hash) return DISK_STORAGE;
    throw new StorageUrlError(
      'file: takes no path: DATA_DIR chooses the folder (uploads go to DATA_DIR/uploads)',
    );
  }
  throw new StorageUrlError('must be file: or s3://<bucket>/<prefix>?<parameters>');
}
