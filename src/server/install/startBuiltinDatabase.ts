import { dataDir, type DatabaseSettings } from '@/server/config/installConfig.ts';
import { builtinDatabaseControl } from '@/server/builtinDb/builtinDatabaseControl.ts';
import { builtinDatabaseSettings } from '@/server/builtinDb/builtinDatabaseSettings.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';
import { DATABASE_FIELD } from './databaseConnection.ts';
import { InstallFailure, describeError } from './installFailure.ts';

/**
 * Asks the launcher to start the built-in database (initialising it the first time) and answers
 * how to reach it. Refused with the reason when this server cannot run one.
 */
export async function startBuiltinDatabase(): Promise<DatabaseSettings> {
  const control = builtinDatabaseControl();
  if (!control) {
    throw new InstallFailure(
      'connect',
      409,
      m.install_builtin_needs_launcher(),
      ErrorCode.conflict,
      DATABASE_FIELD,
    );
  }
  if (!control.availability.available) {
    const reason = control.availability.reason;
    throw new InstallFailure(
      'connect',
      409,
      m.install_builtin_unavailable({ reason }),
      ErrorCode.conflict,
      DATABASE_FIELD,
    );
  }
  try {
    await control.start();
  } catch (error) {
    const reason = describeError(error);
    throw new InstallFailure(
      'connect',
      503,
      m.install_builtin_start_failed({ reason }),
      ErrorCode.server,
      DATABASE_FIELD,
    );
  }
  return builtinDatabaseSettings(dataDir());
}
