// Only relative imports: scripts/serve.ts loads this with type stripping.
import type { InstallConfig } from '../config/installConfig.ts';

/**
 * What the launcher does about the built-in database: start it before the app (a forum installed
 * on it), keep it ready for the wizard to start (no database configured yet), or leave it alone
 * (DATABASE_URL, or a forum installed on an external server).
 */
export type BuiltinDatabasePlan = 'start' | 'on-request' | 'none';

export function builtinDatabasePlan(
  config: InstallConfig | undefined,
  databaseUrl: string | undefined,
): BuiltinDatabasePlan {
  if (databaseUrl) return 'none';
  if (!config) return 'on-request';
  return config.database.builtin ? 'start' : 'none';
}
