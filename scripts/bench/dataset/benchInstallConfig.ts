import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { installConfigSchema, type InstallConfig } from '../../../src/server/config/installConfig.ts';
import type { DatasetInfo } from './datasetInfo.ts';

/**
 * Writes `<dataDir>/config.json` as the installer would, pointing at the generated database, so
 * `DATA_DIR=<dataDir> node scripts/serve.ts` serves the bench forum. Returns the file's path.
 */
export function writeBenchInstallConfig(dataDir: string, info: DatasetInfo): string {
  const config: InstallConfig = installConfigSchema.parse({
    database: info.database,
    installedAt: new Date().toISOString(),
  });
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'config.json');
  writeFileSync(path, JSON.stringify(config, null, 2), { mode: 0o600 });
  return path;
}
