import { m } from '@/i18n/messages.ts';
import type { Locale } from '@/i18n/locales.ts';
import { BUILTIN_NAV_KEYS, builtinNav } from '@/shared/site/builtinSiteNavs.ts';
import { isBuiltinNav } from '@/shared/site/siteNav.ts';
import { siteNavLabel } from '@/shared/site/siteNavLabel.ts';
import { SETTING_URL_MAX_LENGTH } from '@/shared/validation/settingUrl.ts';
import { Section } from './SettingsControls.tsx';
import { NavTitleFields } from './NavTitleFields.tsx';
import type { DraftNav, SiteSectionProps } from './siteDraft.ts';

const MAX_NAVS = 20;

interface NavsSectionProps extends SiteSectionProps {
  /** The language this screen is read in: built-in links show their title in it. */
  locale: Locale;
}

/**
 * The header links: add, remove, reorder. The owner's links have a title per language and a site
 * path or http(s) address; built-in ones are named by the catalog in each reader's language.
 */
export function NavsSection({ draft, edit, form, locale }: NavsSectionProps) {
  const navs = draft.siteNavs;
  const missingBuiltins = BUILTIN_NAV_KEYS.filter(
    (key) => !navs.some((nav) => isBuiltinNav(nav) && nav.builtin === key),
  );

  function replace(index: number, nav: DraftNav, field: string) {
    edit(
      'siteNavs',
      navs.map((each, at) => (at === index ? nav : each)),
    );
    form.clear(`siteNavs.${index}.${field}`);
  }

  function move(index: number, by: -1 | 1) {
    const next = [...navs];
    const [item] = next.splice(index, 1);
    if (!item) return;
    next.splice(index + by, 0, item);
    edit('siteNavs', next);
  }

  return (
    <Section
      id="settings-navigation"
      title={m.adminsettings_section_navigation()}
      hint={m.adminsettings_nav_titles_hint()}
    >
      {navs.length === 0 && <p className="settings-hint">{m.adminsettings_nav_empty()}</p>}
      <ol className="settings-navs">
        {navs.map((nav, index) => {
          const urlError = form.errors[`siteNavs.${index}.url`];
          const row = m.adminsettings_nav_row({ number: String(index + 1) });
          return (
            <li key={index} className="settings-nav" data-settings-nav={index}>
              {isBuiltinNav(nav) ? (
                <div className="settings-nav-builtin" data-settings-nav-builtin={nav.builtin}>
                  <p>
                    <strong>{siteNavLabel(nav, locale)}</strong> <code>{nav.url}</code>
                  </p>
                  <p className="settings-hint">{m.adminsettings_nav_builtin()}</p>
                </div>
              ) : (
                <>
                  <NavTitleFields
                    index={index}
                    titles={nav.titles}
                    error={form.errorAt(`siteNavs.${index}.titles`)}
                    onChange={(language, value) =>
                      replace(index, { ...nav, titles: { ...nav.titles, [language]: value } }, 'titles')
                    }
                  />
                  <div className="form-field">
                    <label htmlFor={`settings-nav-url-${index}`}>{m.adminsettings_nav_url()}</label>
                    <input
                      id={`settings-nav-url-${index}`}
                      value={nav.url}
                      maxLength={SETTING_URL_MAX_LENGTH}
                      placeholder="/tags"
                      aria-invalid={urlError ? true : undefined}
                      aria-describedby={urlError ? `settings-nav-url-${index}-error` : undefined}
                      onChange={(event) => replace(index, { ...nav, url: event.target.value }, 'url')}
                    />
                    {urlError && (
                      <p className="form-field-error" id={`settings-nav-url-${index}-error`}>
                        {urlError}
                      </p>
                    )}
                  </div>
                </>
              )}
              <div className="settings-actions settings-nav-actions">
                <button
                  type="button"
                  className="button button-small"
                  aria-label={`${m.adminsettings_nav_up()} · ${row}`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button-small"
                  aria-label={`${m.adminsettings_nav_down()} · ${row}`}
                  disabled={index === navs.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button button-small"
                  aria-label={`${m.adminsettings_nav_remove()} · ${row}`}
                  onClick={() => {
                    edit(
                      'siteNavs',
                      navs.filter((_, at) => at !== index),
                    );
                    form.clear('siteNavs');
                  }}
                >
                  {m.adminsettings_nav_remove()}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="settings-actions">
        <button
          type="button"
          className="button button-small"
          disabled={navs.length >= MAX_NAVS}
          onClick={() => edit('siteNavs', [...navs, { url: '', titles: {} }])}
        >
          {m.adminsettings_nav_add()}
        </button>
        {missingBuiltins.map((key) => (
          <button
            key={key}
            type="button"
            className="button button-small"
            disabled={navs.length >= MAX_NAVS}
            onClick={() => edit('siteNavs', [...navs, builtinNav(key)])}
          >
            {m.adminsettings_nav_add_builtin({ label: siteNavLabel(builtinNav(key), locale) })}
          </button>
        ))}
      </div>
    </Section>
  );
}
