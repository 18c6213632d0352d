import { m } from '@/i18n/messages.ts';
import type { Locale } from '@/i18n/locales.ts';
import type { SiteNavTitles } from '@/shared/site/siteNav.ts';

const TITLE_LABELS: Record<Locale, () => string> = {
  'en-US': () => m.adminsettings_nav_title_en(),
  'zh-CN': () => m.adminsettings_nav_title_zh(),
};

interface NavTitleFieldsProps {
  index: number;
  titles: SiteNavTitles;
  /** The link's title error (none given, or one too long), shown once under both fields. */
  error: string | undefined;
  onChange: (locale: Locale, value: string) => void;
}

/** An owner's header link titled in English and Chinese; at least one is needed. */
export function NavTitleFields({ index, titles, error, onChange }: NavTitleFieldsProps) {
  const errorId = `settings-nav-titles-${index}-error`;
  return (
    <div className="settings-nav-titles">
      {(Object.keys(TITLE_LABELS) as Locale[]).map((locale) => {
        const id = `settings-nav-title-${locale}-${index}`;
        return (
          <div className="form-field" key={locale}>
            <label htmlFor={id}>{TITLE_LABELS[locale]()}</label>
            <input
              id={id}
              lang={locale}
              value={titles[locale] ?? ''}
              maxLength={40}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => onChange(locale, event.target.value)}
            />
          </div>
        );
      })}
      {error && (
        <p className="form-field-error settings-nav-titles-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
