import type { Locale } from '@/i18n/locales.ts';
import { setLocaleCookie } from '@/i18n/setLocaleCookie.ts';
import { m } from '@/i18n/messages.ts';
import { Dropdown } from '@/islands/ui/Dropdown.tsx';
import { Icon } from '@/islands/ui/Icon.tsx';

interface LanguageSwitcherProps {
  /** The page's language. */
  current: Locale;
}

/** The choice goes in the `locale` cookie (365 days) and the page reloads in it. */
function switchTo(locale: Locale, current: Locale): void {
  if (locale === current) return;
  setLocaleCookie(locale);
  window.location.reload();
}

/** English / 中文: a dropdown on wide screens, two buttons inside the mobile menu. */
export default function LanguageSwitcher({ current }: LanguageSwitcherProps) {
  const languages: Array<{ locale: Locale; label: string }> = [
    { locale: 'en-US', label: m.chrome_language_en() },
    { locale: 'zh-CN', label: m.chrome_language_zh() },
  ];
  const currentLabel = languages.find((language) => language.locale === current)?.label ?? current;
  return (
    <>
      <Dropdown
        id="language-menu"
        className="language-menu"
        triggerClassName="header-button"
        triggerLabel={`${m.chrome_language()}: ${currentLabel}`}
        trigger={
          <>
            <Icon name="globe" size={18} />
            <span className="language-current">{currentLabel}</span>
          </>
        }
        items={languages.map((language) => ({
          key: language.locale,
          label: language.label,
          lang: language.locale,
          current: language.locale === current,
          onSelect: () => switchTo(language.locale, current),
        }))}
      />
      <div className="mobile-language" role="group" aria-label={m.chrome_language()}>
        {languages.map((language) => (
          <button
            key={language.locale}
            type="button"
            lang={language.locale}
            aria-pressed={language.locale === current}
            onClick={() => switchTo(language.locale, current)}
          >
            {language.label}
          </button>
        ))}
      </div>
    </>
  );
}
