import { databaseSettingsFromUrl } from '@/server/config/installConfig.ts';
import { getEnv } from '@/server/config/env.ts';
import type { BuiltinDatabaseOffer, InstallStatus } from '@/shared/install/installApi.ts';
import { builtinDatabaseControl } from '@/server/builtinDb/builtinDatabaseControl.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { ApiError } from '@/server/http/ApiError.ts';
import { m } from '@/paraglide/messages.js';
import { isInstalled } from './installState.ts';

/** GET /api/install/status: DATABASE_URL, when set, prefills the wizard (never with its password); else the built-in database is offered. */
export function installStatus(): InstallStatus {
  if (isInstalled()) return { installed: true };
  const url = getEnv().DATABASE_URL;
  if (!url) return { installed: false, database: null, builtinDatabase: builtinDatabaseOffer() };
  const { host, port, database, username } = databaseSettingsFromUrl(url);
  return { installed: false, database: { host, port, database, username }, builtinDatabase: null };
}

function builtinDatabaseOffer(): BuiltinDatabaseOffer {
  const control = builtinDatabaseControl();
  if (!control) return { available: false, reason: m.install_builtin_needs_launcher() };
  if (control.availability.available) return { available: true };
  return { available: false, reason: m.install_builtin_unavailable({ reason: control.availability.reason }) };
}

/** The installer's actions answer 403 once the forum is installed. */
export function assertNotInstalled(): void {
  if (isInstalled()) throw new ApiError(403, m.install_already_installed(), ErrorCode.forbidden);
}
