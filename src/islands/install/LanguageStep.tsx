import { LOCALES } from '@/i18n/locales.ts';
import { m } from '@/i18n/messages.ts';
import { LOCALE_NAMES } from './localeNames.ts';
import type { InstallWizard } from './useInstallWizard.ts';

export function LanguageStep({ wizard }: { wizard: InstallWizard }) {
  const { form, setLanguage } = wizard;
  const { db } = form;
  return (
    <div className="install-body">
      <fieldset className="install-choices">
        <legend>{m.install_language_label()}</legend>
        <p className="install-lead">{m.install_language_intro()}</p>
        {LOCALES.map((locale) => (
          <label key={locale} className="install-choice">
            <input
              type="radio"
              name="language"
              value={locale}
              checked={form.language === locale}
              onChange={() => setLanguage(locale)}
            />
            <span lang={locale}>{LOCALE_NAMES[locale]}</span>
            <span className="install-choice-code">{locale}</span>
          </label>
        ))}
      </fieldset>
      <section className="install-review" aria-labelledby="install-review-title">
        <h3 id="install-review-title">{m.install_review_title()}</h3>
        <dl>
          <dt>{m.install_review_database()}</dt>
          <dd>
            {form.databaseKind === 'builtin'
              ? m.install_review_builtin_database()
              : `${db.username}@${db.host}:${db.port} / ${db.database}`}
          </dd>
          <dt>{m.install_review_site()}</dt>
          <dd>{form.siteTitle}</dd>
          <dt>{m.install_review_admin()}</dt>
          <dd>{form.username}</dd>
        </dl>
      </section>
    </div>
  );
}
