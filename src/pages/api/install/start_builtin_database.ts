import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { assertNotInstalled } from '@/server/install/installStatus.ts';
import { probeDatabase } from '@/server/install/databaseProbe.ts';
import { startBuiltinDatabase } from '@/server/install/startBuiltinDatabase.ts';
import { defaultInstallDeps } from '@/server/install/install.commands.ts';
import { InstallFailure } from '@/server/install/installFailure.ts';
import { DATABASE_FIELD } from '@/server/install/databaseConnection.ts';
import type { DatabaseTestResult } from '@/shared/install/installApi.ts';
import { m } from '@/paraglide/messages.js';

/** The wizard's database step with the built-in database chosen: starts it and checks it as a test would. */
export const POST = apiRoute(
  { summary: m.api_post_install_start_builtin_database, permission: 'anyone' },
  async () => {
    assertNotInstalled();
    if (defaultInstallDeps().environmentDatabase) {
      throw new InstallFailure('connect', 400, m.install_builtin_env_database(), undefined, DATABASE_FIELD);
    }
    const version = await probeDatabase(await startBuiltinDatabase());
    return ok<DatabaseTestResult>({
      serverType: version.serverType,
      version: `${version.major}.${version.minor}.${version.patch}`,
    });
  },
);
