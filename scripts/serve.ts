// Starts the built server: validates configuration first, migrates an installed database, then serves.
// Runs with Node 24's type stripping, so it imports only files that use relative `.ts` imports.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, parseEnv } from '../src/server/config/env.ts';
import { readInstallConfig } from '../src/server/config/installConfig.ts';

async function main(): Promise<void> {
  try {
    const env = parseEnv(process.env);
    process.env.PORT = String(env.PORT);
    process.env.HOST = env.HOST;
    readInstallConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Plaza cannot start. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const { migrateInstalledDatabase } = await import('../src/server/db/migrateOnStart.ts');
  await migrateInstalledDatabase();
  const outDir = resolve(process.env.PLAZA_OUT_DIR ?? 'dist');
  await import(pathToFileURL(join(outDir, 'server/entry.mjs')).href);
}

await main();
