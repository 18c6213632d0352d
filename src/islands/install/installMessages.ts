import { ApiRequestError } from '@/shared/api/apiClient.ts';
import type { DatabaseTestResult } from '@/shared/install/installApi.ts';
import { m } from '@/i18n/messages.ts';

/** The server's own message when it answered; otherwise what went wrong with the request itself. */
export function installErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.errorCode !== undefined) return error.message;
  const reason = error instanceof Error && error.message ? error.message : m.error_unknown();
  return m.install_request_failed({ reason });
}

export function serverDescription(result: DatabaseTestResult): string {
  return `${result.serverType === 'mariadb' ? 'MariaDB' : 'MySQL'} ${result.version}`;
}
