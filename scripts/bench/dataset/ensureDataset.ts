// `ensureDataset(preset)`: the bench database `plaza_bench_<preset>`, generated once and reused
// while its manifest (.tmp/bench/dataset-<preset>.json) says it is complete and of this generator
// version; otherwise dropped, recreated, migrated and filled. Relative imports only (Node type stripping).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DatabaseSettings } from '../../../src/server/config/installConfig.ts';
import { adminConnection, testServerSettings } from '../../../tests/mysqlServer.ts';
import type { Preset } from '../benchOptions.ts';
import { buildDataset } from './buildDataset.ts';
import type { DatasetInfo } from './datasetInfo.ts';
import { PRESET_SIZES } from './datasetSizes.ts';

export { writeBenchInstallConfig } from './benchInstallConfig.ts';
export type { DatasetInfo };

/** Raise whenever the generator writes something different: stored data sets are then rebuilt. */
const GENERATOR_VERSION = 3;

const MANIFEST_DIR = fileURLToPath(new URL('../../../.tmp/bench/', import.meta.url));

interface Manifest {
  complete: boolean;
  info: DatasetInfo;
}

const manifestPath = (preset: Preset) => `${MANIFEST_DIR}dataset-${preset}.json`;

function readManifest(preset: Preset): Manifest | undefined {
  const path = manifestPath(preset);
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

function writeManifest(preset: Preset, manifest: Manifest): void {
  mkdirSync(MANIFEST_DIR, { recursive: true });
  writeFileSync(manifestPath(preset), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The stored data set is still there as generated: same moment count (a cheap look). */
async function stillThere(info: DatasetInfo): Promise<boolean> {
  const connection = await adminConnection();
  try {
    const [rows] = await connection.query(`SELECT COUNT(*) AS n FROM \`${info.database.database}\`.moments`);
    return Number((rows as Array<{ n: number }>)[0]?.n) === info.counts['moments'];
  } catch {
    return false;
  } finally {
    await connection.end();
  }
}

async function recreateDatabase(name: string): Promise<void> {
  const connection = await adminConnection();
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await connection.end();
  }
}

export async function ensureDataset(
  preset: Preset,
  options: { rebuild?: boolean } = {},
): Promise<DatasetInfo> {
  const stored = readManifest(preset);
  const reusable =
    !options.rebuild &&
    stored?.complete === true &&
    stored.info.generatorVersion === GENERATOR_VERSION &&
    (await stillThere(stored.info));
  if (reusable) {
    console.log(`dataset: reusing ${stored.info.database.database} (generator version ${GENERATOR_VERSION})`);
    return { ...stored.info, generationMs: 0, phases: [], tables: {} };
  }
  const database: DatabaseSettings = { ...testServerSettings(), database: `plaza_bench_${preset}` };
  console.log(`dataset: generating ${preset} into ${database.database}`);
  writeManifest(preset, { complete: false, info: { ...(stored?.info as DatasetInfo), preset } });
  await recreateDatabase(database.database);
  const built = await buildDataset(database, PRESET_SIZES[preset], { log: (line) => console.log(line) });
  const info: DatasetInfo = {
    preset,
    generatorVersion: GENERATOR_VERSION,
    database,
    counts: built.counts,
    generationMs: built.ms,
    sample: built.sample,
    ownerUsername: built.ownerUsername,
    phases: built.phases,
    tables: built.tables,
    consistency: built.consistency,
  };
  // An inconsistent set is reported but not reused: the next call generates it again.
  writeManifest(preset, { complete: built.consistency.ok, info });
  return info;
}
