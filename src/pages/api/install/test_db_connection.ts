import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { assertNotInstalled } from '@/server/install/installStatus.ts';
import { probeDatabase } from '@/server/install/databaseProbe.ts';
import { databaseConfigSchema } from '@/shared/install/installSchemas.ts';
import type { DatabaseTestResult } from '@/shared/install/installApi.ts';

export const POST = apiRoute(async ({ request }) => {
  assertNotInstalled();
  const settings = await parseBody(request, databaseConfigSchema);
  const version = await probeDatabase(settings);
  return ok<DatabaseTestResult>({
    serverType: version.serverType,
    version: `${version.major}.${version.minor}.${version.patch}`,
  });
});
