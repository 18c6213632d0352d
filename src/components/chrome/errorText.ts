import { m } from '@/paraglide/messages.js';

/** The error page's title: 404 "Page Not Found", 403 "Forbidden", any other "{status} unknown". */
export function errorTitle(status: number): string {
  if (status === 404) return m.chrome_error_not_found();
  if (status === 403) return m.chrome_error_forbidden();
  return m.chrome_error_unknown({ status: String(status) });
}

export function errorHint(status: number): string {
  if (status === 404) return m.chrome_error_not_found_hint();
  if (status === 403) return m.chrome_error_forbidden_hint();
  return m.chrome_error_server_hint();
}
