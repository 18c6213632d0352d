import { LOCALES, type Locale } from '@/i18n/locales.ts';
import { setLocaleCookie } from '@/i18n/setLocaleCookie.ts';
import { m } from '@/i18n/messages.ts';
import { LOCALE_NAMES } from './localeNames.ts';

/** The wizard's own display language (not the site's default): stored in the locale cookie. */
export function WizardLanguage({ current }: { current: Locale }) {
  return (
    <div className="install-display-language">
      <label htmlFor="install-display-language">{m.install_display_language()}</label>
      <select
        id="install-display-language"
        value={current}
        onChange={(event) => {
          setLocaleCookie(event.target.value as Locale);
          window.location.reload();
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
