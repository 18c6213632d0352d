import { createPool } from '../../../src/server/db/client.ts';
import { runMigrations } from '../../../src/server/db/migrate.ts';
import type { DatabaseSettings } from '../../../src/server/config/installConfig.ts';
import { checkConsistency, type ConsistencyReport } from './consistencyCheck.ts';
import type { DatasetSize } from './datasetSizes.ts';
import { generateDataset, type GenerateOptions, type GeneratedDataset } from './generateDataset.ts';

export interface BuiltDataset extends GeneratedDataset {
  counts: Record<string, number>;
  consistency: ConsistencyReport;
}

const COUNTED_TABLES = [
  'users',
  'moments',
  'articles',
  'comments',
  'likes',
  'favorites',
  'follows',
  'tags',
  'moment_tags',
  'article_tags',
  'nodes',
  'score_logs',
  'checkins',
  'search_documents',
];

/** Migrates an empty database, fills it, checks it, and counts what it holds. */
export async function buildDataset(
  settings: DatabaseSettings,
  size: DatasetSize,
  options: GenerateOptions = {},
): Promise<BuiltDataset> {
  const pool = createPool(settings, { connectionLimit: 6 });
  try {
    const migrateStarted = performance.now();
    await runMigrations(pool);
    const migrateMs = Math.round(performance.now() - migrateStarted);
    const generated = await generateDataset(settings, size, options);
    const consistency = await checkConsistency(pool);
    options.log?.(
      `dataset: consistency check ${consistency.ok ? 'ok' : 'FAILED'} in ${(consistency.ms / 1000).toFixed(1)} s`,
    );
    const counts: Record<string, number> = {};
    for (const table of COUNTED_TABLES) {
      const [rows] = await pool.query(`SELECT COUNT(*) AS n FROM \`${table}\``);
      counts[table] = Number((rows as Array<{ n: number }>)[0]?.n ?? 0);
    }
    return {
      ...generated,
      phases: [
        { phase: 'migrate', ms: migrateMs },
        ...generated.phases,
        { phase: 'consistency check', ms: consistency.ms },
      ],
      ms: generated.ms + migrateMs + consistency.ms,
      counts,
      consistency,
    };
  } finally {
    await pool.end();
  }
}
