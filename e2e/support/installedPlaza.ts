import { rmSync } from 'node:fs';
import { E2E_MYSQL, recreateDatabase } from './mysqlAdmin.ts';
import { installPlaza, spawnPlaza, systemPort, type SpawnedPlaza } from './spawnPlaza.ts';

/** A forum of a system spec's own: a new database and data folder, started on systemPort(offset) and installed. */
export async function startInstalledPlaza(options: {
  offset: number;
  name: string;
  database: string;
  env?: Record<string, string>;
}): Promise<SpawnedPlaza> {
  await recreateDatabase(options.database);
  const port = systemPort(options.offset);
  const dataDir = `.tmp/e2e-system-${port}/${options.name}`;
  rmSync(dataDir, { recursive: true, force: true });
  const plaza = await spawnPlaza({ port, dataDir, ...(options.env ? { env: options.env } : {}) });
  await installPlaza(plaza.url, { ...E2E_MYSQL, database: options.database });
  return plaza;
}
