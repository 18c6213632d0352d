import { parseHttpUrl } from '@/shared/validation/httpUrl.ts';

/** Longer addresses are refused: no real link needs more, and the page shows the whole URL. */
export const REDIRECT_URL_MAX_LENGTH = 2048;

export type RedirectTarget = { ok: true; url: string } | { ok: false; reason: 'missing' | 'invalid' };

/**
 * What /redirect?url= may show: only complete http(s) addresses (never javascript:, data:, ftp: or
 * a relative path), normalized so the text shown is exactly what the link opens.
 */
export function redirectTarget(raw: string | null | undefined): RedirectTarget {
  const value = raw?.trim() ?? '';
  if (value === '') return { ok: false, reason: 'missing' };
  if (value.length > REDIRECT_URL_MAX_LENGTH) return { ok: false, reason: 'invalid' };
  const url = parseHttpUrl(value);
  if (!url || url.href.length > REDIRECT_URL_MAX_LENGTH) return { ok: false, reason: 'invalid' };
  return { ok: true, url: url.href };
}
