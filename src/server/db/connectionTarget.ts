// Only relative imports: scripts/serve.ts loads this with type stripping.
import type { DatabaseSettings } from '../config/installConfig.ts';

/** mysql2's address options: the socket when the settings name one (the built-in database), else host and port. */
export function connectionTarget(
  settings: DatabaseSettings,
): { socketPath: string } | { host: string; port: number } {
  if (settings.socketPath) return { socketPath: settings.socketPath };
  return { host: settings.host, port: settings.port };
}
