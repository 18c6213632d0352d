import { z } from 'zod';
import { parseStorageUrl, StorageUrlError } from '../upload/storage/storageLocation.ts';

// Only relative `.ts` imports here: scripts/serve.ts runs this file with Node's type stripping.
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    // Where uploads live (decision 029): the data directory (unset, `file:`) or an S3-compatible bucket.
    STORAGE_URL: z
      .string()
      .optional()
      .transform((value, context) => {
        try {
          return parseStorageUrl(value);
        } catch (error) {
          if (!(error instanceof StorageUrlError)) throw error;
          context.addIssue({ code: 'custom', message: error.message });
          return z.NEVER;
        }
      }),
    DATABASE_URL: z
      .url({ protocol: /^mysql$/ })
      .optional()
      .describe('mysql://user:password@host:port/database'),
    // Read replicas (decision 020): comma-separated mysql:// URLs; plain reads go to them.
    DATABASE_REPLICA_URLS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((url) => url.trim())
          .filter((url) => url !== ''),
      )
      .pipe(z.array(z.url({ protocol: /^mysql$/, error: 'each entry must be a mysql:// URL' })))
      .default([]),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Also append the log, as JSON lines, to this file (tests grep it for secrets).
    LOG_FILE: z.string().min(1).optional(),
    TRUST_PROXY: booleanFlag.default(false),
    PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
    // Serves /dev/* pages (the editor playground) that tests and developers use; off in production.
    ENABLE_DEV_PAGES: booleanFlag.default(false),
    // Multiplies every rate limit; test and staging servers that sign in many users from one address raise it.
    RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(10000).default(1),
    // The two-factor secrets' key, shared by every server of a cluster (src/server/twoFactor/twoFactorKey.ts).
    // Checked there, not here, so no message can ever echo it.
    TWO_FACTOR_KEY: z.string().optional(),
    // Reverse proxies that cache shared pages (README, Operations): each emptied page is purged there
    // too, by a GET of the base URL plus the page's path and query, with the language cookie it was
    // served for. Comma-separated http(s) URLs, e.g. http://127.0.0.1:8080/purge.
    PROXY_PURGE_URLS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((url) => url.trim().replace(/\/+$/, ''))
          .filter((url) => url !== ''),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/, error: 'each entry must be an http(s):// URL' })))
      .default([]),
    // Link previews (decision 079) refuse private, loopback and link-local addresses; these hosts
    // (host or host:port, comma-separated) may be reached though they are on one: an intranet's own
    // site, or the local page a test serves. Empty: none.
    PREVIEW_PRIVATE_HOSTS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter((host) => host !== ''),
      )
      .default([]),
    // Reply by email (decision 066): notices about comments and conversation messages get a signed
    // Reply-To at this domain (its MX points at the inbound listener or a mail provider); off when unset.
    REPLY_MAIL_DOMAIN: z
      .string()
      .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, 'must be a domain name')
      .transform((value) => value.toLowerCase())
      .optional(),
    // The reply addresses' local part before the "+": reply+<member and item>.<signature>@domain.
    REPLY_MAIL_LOCAL: z
      .string()
      .regex(/^[a-z0-9][a-z0-9._-]{0,30}$/i, 'letters, digits, ".", "_" or "-"')
      .transform((value) => value.toLowerCase())
      .default('reply'),
    // The built-in SMTP listener for replies (off when unset) and the address it binds.
    INBOUND_SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    INBOUND_SMTP_HOST: z.string().min(1).default('0.0.0.0'),
    // The shared secret of POST /api/mail/inbound (mail providers' inbound webhooks); off when unset.
    INBOUND_MAIL_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    // The largest reply accepted, in bytes (both ways in).
    INBOUND_MAIL_MAX_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(1_048_576),
    // Where scheduled backups and the backup taken before new migrations are written (default DATA_DIR/backups).
    BACKUP_DIR: z.string().min(1).optional(),
    // Apply new migrations at start without the backup otherwise taken first (decision 070): knowingly only.
    SKIP_UPGRADE_BACKUP: booleanFlag.default(false),
    // The bearer token of GET /metrics (Prometheus text format); the endpoint answers 404 when unset.
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    // Debug: log (level info) how many SQL queries each request sent (src/server/db/queryCountMiddleware.ts).
    QUERY_COUNT: booleanFlag.default(false),
    // Web push's VAPID key pair (decision 063), shared by every server of a cluster; unset, the forum
    // makes one on first need and keeps it in the database. Both or neither; the message never echoes them.
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key in base64url (65 bytes)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (32 bytes)')
      .optional(),
    // Who push services contact about this forum's pushes: a mailto: or https: URL (default PUBLIC_ORIGIN).
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
      .optional(),
  })
  .refine((env) => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined), {
    message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    path: ['VAPID_PRIVATE_KEY'],
  });

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; the error names every bad variable and why. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
