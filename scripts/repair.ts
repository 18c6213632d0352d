// npm run repair: recounts every counter and balance of the installed forum from the rows it counts
// and fixes each drift, while the forum keeps running. The database is the server's: DATABASE_URL,
// else DATA_DIR/config.json. Runs with Node 24's type stripping: relative `.ts` imports only.
import { ConfigError, parseEnv } from '../src/server/config/env.ts';
import { installConfigPath, type DatabaseSettings } from '../src/server/config/installConfig.ts';
import { activeDatabaseSettings } from '../src/server/install/installState.ts';
import { createDatabase, createPool } from '../src/server/db/client.ts';
import { isNoSuchTable } from '../src/server/db/mysqlErrors.ts';
import { repairCounters } from '../src/server/repair/repairCounters.ts';
import { counterRepairLines, repairSummaryLine } from '../src/server/repair/repairReportText.ts';

function fail(message: string): never {
  console.error(`Plaza repair failed: ${message}`);
  process.exit(1);
}

function databaseSettings(): DatabaseSettings {
  try {
    parseEnv(process.env);
    const settings = activeDatabaseSettings();
    if (!settings) fail(`the forum is not installed (no ${installConfigPath()} and no DATABASE_URL).`);
    return settings;
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

const reason = (error: unknown) => (error as Error).message || String(error);

async function main(): Promise<void> {
  const settings = databaseSettings();
  const where = `${settings.database} on ${settings.host}:${settings.port}`;
  const pool = createPool(settings, { connectionLimit: 2 });
  try {
    try {
      await pool.query('SELECT 1 FROM users LIMIT 1');
    } catch (error) {
      if (isNoSuchTable(error)) fail(`the database ${where} holds no forum: is Plaza installed there?`);
      fail(`cannot reach the database ${where}: ${reason(error)}`);
    }
    console.log(`Repairing the counters of ${where}`);
    const report = await repairCounters(createDatabase(pool), {
      onCounter: (repair) => console.log(counterRepairLines(repair).join('\n')),
    }).catch((error: unknown) => fail(`the repair stopped: ${reason(error)}`));
    console.log(repairSummaryLine(report));
  } finally {
    await pool.end();
  }
}

await main();
