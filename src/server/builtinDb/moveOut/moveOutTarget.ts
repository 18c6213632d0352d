// Only relative imports: scripts/moveOut.ts runs with Node's type stripping.
import { z } from 'zod';
import { databaseSettingsFromUrl, type DatabaseSettings } from '../../config/installConfig.ts';

const targetUrlSchema = z
  .url({ protocol: /^mysql$/, error: 'the target must be a mysql://user:password@host:port/database URL' })
  .refine((url) => new URL(url).username !== '', 'the target URL must name the user')
  .refine((url) => new URL(url).pathname.replace(/^\//, '') !== '', 'the target URL must name the database')
  .refine((url) => !new URL(url).pathname.slice(1).includes('/'), 'the database name cannot contain "/"');

export class MoveOutError extends Error {
  override name = 'MoveOutError';
}

/** The external server the forum moves to, from the command's one argument. */
export function parseMoveOutTarget(argument: string | undefined): DatabaseSettings {
  const result = targetUrlSchema.safeParse(argument ?? '');
  if (!result.success) throw new MoveOutError(result.error.issues.map((issue) => issue.message).join('; '));
  return databaseSettingsFromUrl(result.data);
}

/** The target as the command prints it: never with the password. */
export function describeTarget(settings: DatabaseSettings): string {
  return `mysql://${settings.username}@${settings.host}:${settings.port}/${settings.database}`;
}
