import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Preset } from '../benchOptions.ts';
import type { DatasetInfo } from '../dataset/datasetInfo.ts';

/**
 * The generated dataset of a preset and a data dir whose config.json points the server at it.
 * BENCH_DATASET_FILE (a DatasetInfo JSON) skips the generator: for developing the load bench itself.
 */
export async function prepareBenchDataset(preset: Preset): Promise<{ info: DatasetInfo; dataDir: string }> {
  const dataDir = resolve(`.tmp/bench-load/${preset}`);
  mkdirSync(dataDir, { recursive: true });
  const file = process.env.BENCH_DATASET_FILE;
  if (file) {
    const info = JSON.parse(readFileSync(file, 'utf8')) as DatasetInfo;
    const config = { database: info.database, installedAt: new Date().toISOString() };
    writeFileSync(join(dataDir, 'config.json'), JSON.stringify(config, null, 2), { mode: 0o600 });
    return { info, dataDir };
  }
  const { ensureDataset, writeBenchInstallConfig } = await import('../dataset/ensureDataset.ts');
  const info = await ensureDataset(preset);
  await writeBenchInstallConfig(dataDir, info);
  return { info, dataDir };
}
