import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { assertNotInstalled } from '@/server/install/installStatus.ts';
import { createMissingDatabase } from '@/server/install/missingDatabase.ts';
import { probeDatabase } from '@/server/install/databaseProbe.ts';
import { databaseConfigSchema } from '@/shared/install/installSchemas.ts';
import type { DatabaseTestResult } from '@/shared/install/installApi.ts';

/** Creates the wizard's database (utf8mb4 / utf8mb4_unicode_ci) with its account, then tests it like test_db_connection. */
export const POST = apiRoute(
  { summary: m.api_post_install_create_database, permission: 'anyone', body: databaseConfigSchema },
  async (_context, parsed) => {
    assertNotInstalled();
    const settings = await parsed.body();
    await createMissingDatabase(settings);
    const version = await probeDatabase(settings);
    return ok<DatabaseTestResult>({
      serverType: version.serverType,
      version: `${version.major}.${version.minor}.${version.patch}`,
    });
  },
);
