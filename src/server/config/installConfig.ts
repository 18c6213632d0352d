import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { ConfigError, getEnv } from './env.ts';
import { builtinDatabasePaths } from '../builtinDb/builtinDatabasePaths.ts';

const databaseSettingsSchema = z
  .object({
    host: z.string().min(1),
    port: z.coerce.number().int().min(1).max(65535),
    database: z.string().min(1).max(64),
    username: z.string().min(1),
    password: z.string(),
    // A Unix socket to connect through instead of host and port (mysql2's socketPath).
    socketPath: z.string().min(1).optional(),
    // The built-in database (decision 067): the launcher starts it, on DATA_DIR/mysql's socket.
    builtin: z.literal(true).optional(),
  })
  .refine((settings) => !settings.builtin || settings.socketPath !== undefined, {
    message: 'the built-in database needs its socketPath',
    path: ['socketPath'],
  });
export type DatabaseSettings = z.infer<typeof databaseSettingsSchema>;

export const installConfigSchema = z.object({
  database: databaseSettingsSchema,
  installedAt: z.iso.datetime(),
});
export type InstallConfig = z.infer<typeof installConfigSchema>;

export function dataDir(): string {
  return resolve(getEnv().DATA_DIR);
}

/** Scheduled backups and the backup taken before new migrations (issue 42) land here. */
export function backupDir(): string {
  const env = getEnv();
  return resolve(env.BACKUP_DIR ?? join(env.DATA_DIR, 'backups'));
}

export function installConfigPath(): string {
  return join(dataDir(), 'config.json');
}

/** Reads the installer's file; undefined when the forum is not installed yet. */
export function readInstallConfig(): InstallConfig | undefined {
  const path = installConfigPath();
  if (!existsSync(path)) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigError(`Invalid configuration file ${path}: ${(error as Error).message}`);
  }
  const result = installConfigSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration file ${path}: ${problems.join('; ')}`);
  }
  return withBuiltinSocket(result.data);
}

/** The built-in server's socket follows the data folder, wherever it has been moved or restored to. */
function withBuiltinSocket(config: InstallConfig): InstallConfig {
  if (!config.database.builtin) return config;
  try {
    return {
      ...config,
      database: { ...config.database, socketPath: builtinDatabasePaths(dataDir()).socket },
    };
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

export async function writeInstallConfig(config: InstallConfig): Promise<void> {
  const path = installConfigPath();
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(config, null, 2), { mode: 0o600 });
  await rename(temporary, path);
}

/** DATABASE_URL in the environment wins over the file's database settings. */
export function databaseSettingsFromUrl(url: string): DatabaseSettings {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 3306),
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
    username: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
  };
}
