import type { KoaContextWithOIDC } from 'oidc-provider';
import { LOCALE_COOKIE, resolveLocale } from '@/i18n/locales.ts';
import { m } from '@/paraglide/messages.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The provider's error page (a wrong redirect URI, an unknown site, a missing PKCE challenge): shown on
 * the forum instead of the site, so it never redirects; in the reader's language, light or dark.
 */
export function renderOidcError(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string },
): void {
  const locale = resolveLocale(ctx.cookies.get(LOCALE_COOKIE, { signed: false }), undefined);
  const title = m.oidc_error_title({}, { locale });
  ctx.type = 'html';
  ctx.body = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>${escapeHtml(title)}</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(m.oidc_error_intro({}, { locale }))}</p>
<p><code>${escapeHtml(out.error)}</code>${out.error_description ? `: ${escapeHtml(out.error_description)}` : ''}</p>
<p><a href="/">${escapeHtml(m.oidc_error_home({}, { locale }))}</a></p>
</main>
</body>
</html>`;
}
