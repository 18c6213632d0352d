import type mysql from 'mysql2/promise';
import { createDatabase } from '../db/client.ts';
import { withNamedLock } from '../db/withNamedLock.ts';
import { rebuildSearchIndex } from './rebuildSearchIndex.ts';

// Relative imports only: the start-up launcher loads this with Node's type stripping.

/** Raise when the tokens or what a document holds change: the next start rebuilds the index. */
export const SEARCH_INDEX_VERSION = 1;
const MARKER_KEY = 'search.indexVersion';
const INDEX_LOCK = { name: 'plaza_search_index', timeoutSeconds: 600 };

async function storedVersion(connection: mysql.PoolConnection): Promise<number> {
  const [rows] = await connection.query(
    'SELECT config_value AS value FROM site_configs WHERE config_key = ?',
    [MARKER_KEY],
  );
  const value = Number((rows as Array<{ value: string }>)[0]?.value);
  return Number.isFinite(value) ? value : 0;
}

/**
 * Backfills the search index once per index version (existing content predates it), even when
 * several processes start together: the first takes the lock and rebuilds, the others then see
 * the marker. Returns whether this process rebuilt.
 */
export async function ensureSearchIndex(pool: mysql.Pool): Promise<boolean> {
  return withNamedLock(pool, INDEX_LOCK, async (connection) => {
    if ((await storedVersion(connection)) >= SEARCH_INDEX_VERSION) return false;
    await rebuildSearchIndex(createDatabase(pool));
    await connection.query(
      `INSERT INTO site_configs (config_key, config_value) VALUES (?, ?)
       ON DUPLICATE KEY UPDATE config_value = VALUES(config_value), updated_at = CURRENT_TIMESTAMP(3)`,
      [MARKER_KEY, JSON.stringify(SEARCH_INDEX_VERSION)],
    );
    return true;
  });
}
