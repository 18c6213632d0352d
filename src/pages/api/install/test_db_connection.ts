import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { assertNotInstalled } from '@/server/install/installStatus.ts';
import { probeDatabase } from '@/server/install/databaseProbe.ts';
import { databaseConfigSchema } from '@/shared/install/installSchemas.ts';
import type { DatabaseTestResult } from '@/shared/install/installApi.ts';

export const POST = apiRoute(
  { summary: m.api_post_install_test_db_connection, permission: 'anyone', body: databaseConfigSchema },
  async (_context, parsed) => {
    assertNotInstalled();
    const settings = await parsed.body();
    const version = await probeDatabase(settings);
    return ok<DatabaseTestResult>({
      serverType: version.serverType,
      version: `${version.major}.${version.minor}.${version.patch}`,
    });
  },
);
