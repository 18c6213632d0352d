// Only relative imports: scripts/moveOut.ts runs with Node's type stripping.
import { z } from 'zod';
import { databaseSettingsFromUrl, type DatabaseSettings } from '../../config/installConfig.ts';

const URL_FORM = 'the target must be a mysql://user:password@host:port/database URL';

/** One message per problem, the URL's form first: the rest only once it is a mysql:// URL. */
const targetUrlSchema = z.string().superRefine((value, context) => {
  if (!z.url({ protocol: /^mysql$/ }).safeParse(value).success) {
    context.addIssue({ code: 'custom', message: URL_FORM });
    return;
  }
  const url = new URL(value);
  const database = url.pathname.replace(/^\//, '');
  if (url.username === '') context.addIssue({ code: 'custom', message: 'the target URL must name the user' });
  if (database === '') context.addIssue({ code: 'custom', message: 'the target URL must name the database' });
  if (database.includes('/'))
    context.addIssue({ code: 'custom', message: 'the database name cannot contain "/"' });
});

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
