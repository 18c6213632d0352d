import { m } from '@/i18n/messages.ts';
import { Section } from './SettingsControls.tsx';
import type { SiteSectionProps } from './siteDraft.ts';
import { SETTING_URL_MAX_LENGTH } from '@/shared/validation/settingUrl.ts';

const MAX_NAVS = 20;

/** The header links: add, remove, reorder; each a title and a site path or http(s) address. */
export function NavsSection({ draft, edit, form }: SiteSectionProps) {
  const navs = draft.siteNavs;

  function change(index: number, field: 'title' | 'url', value: string) {
    edit(
      'siteNavs',
      navs.map((nav, at) => (at === index ? { ...nav, [field]: value } : nav)),
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
    <Section id="settings-navigation" title={m.adminsettings_section_navigation()}>
      {navs.length === 0 && <p className="settings-hint">{m.adminsettings_nav_empty()}</p>}
      <ol className="settings-navs">
        {navs.map((nav, index) => {
          const titleError = form.errors[`siteNavs.${index}.title`];
          const urlError = form.errors[`siteNavs.${index}.url`];
          const row = m.adminsettings_nav_row({ number: String(index + 1) });
          return (
            <li key={index} className="settings-nav" data-settings-nav={index}>
              <div className="form-field">
                <label htmlFor={`settings-nav-title-${index}`}>{m.adminsettings_nav_title()}</label>
                <input
                  id={`settings-nav-title-${index}`}
                  value={nav.title}
                  maxLength={40}
                  aria-invalid={titleError ? true : undefined}
                  aria-describedby={titleError ? `settings-nav-title-${index}-error` : undefined}
                  onChange={(event) => change(index, 'title', event.target.value)}
                />
                {titleError && (
                  <p className="form-field-error" id={`settings-nav-title-${index}-error`}>
                    {titleError}
                  </p>
                )}
              </div>
              <div className="form-field">
                <label htmlFor={`settings-nav-url-${index}`}>{m.adminsettings_nav_url()}</label>
                <input
                  id={`settings-nav-url-${index}`}
                  value={nav.url}
                  maxLength={SETTING_URL_MAX_LENGTH}
                  placeholder="/moments"
                  aria-invalid={urlError ? true : undefined}
                  aria-describedby={urlError ? `settings-nav-url-${index}-error` : undefined}
                  onChange={(event) => change(index, 'url', event.target.value)}
                />
                {urlError && (
                  <p className="form-field-error" id={`settings-nav-url-${index}-error`}>
                    {urlError}
                  </p>
                )}
              </div>
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
          onClick={() => edit('siteNavs', [...navs, { title: '', url: '' }])}
        >
          {m.adminsettings_nav_add()}
        </button>
      </div>
    </Section>
  );
}
