import { m } from '@/i18n/messages.ts';
import { FormField, TextAreaField } from '@/islands/ui/FormField.tsx';
import { ImageFileButton } from '@/islands/ui/ImageFileButton.tsx';
import { useImageUpload } from '@/islands/ui/useImageUpload.ts';
import { Section } from './SettingsControls.tsx';
import type { SiteSectionProps } from './siteDraft.ts';
import { renderableSettingUrl, SETTING_URL_MAX_LENGTH } from '@/shared/validation/settingUrl.ts';

interface GeneralSectionProps extends SiteSectionProps {
  timeZones: readonly string[];
}

/** Title, logo (upload or URL), description, keywords, default language and time zone. */
export function GeneralSection({ draft, edit, form, timeZones }: GeneralSectionProps) {
  const { uploading, upload } = useImageUpload((url) => edit('siteLogo', url));
  // Only an address the site would show is previewed.
  const previewLogo = renderableSettingUrl(draft.siteLogo, 'image');

  return (
    <Section id="settings-general" title={m.adminsettings_section_general()}>
      <FormField
        id="settings-site-title"
        label={m.adminsettings_site_title()}
        value={draft.siteTitle}
        maxLength={80}
        error={form.errorAt('siteTitle')}
        onChange={(event) => edit('siteTitle', event.target.value)}
      />
      <div className="settings-logo">
        {previewLogo ? (
          <img className="settings-logo-preview" src={previewLogo} alt="" width="48" height="48" />
        ) : (
          <p className="settings-hint">{m.adminsettings_logo_none()}</p>
        )}
        <FormField
          id="settings-site-logo"
          label={m.adminsettings_logo_url()}
          value={draft.siteLogo}
          maxLength={SETTING_URL_MAX_LENGTH}
          hint={m.adminsettings_logo_hint()}
          placeholder="/uploads/…"
          error={form.errorAt('siteLogo')}
          onChange={(event) => edit('siteLogo', event.target.value)}
        />
        <div className="settings-actions">
          <ImageFileButton
            label={uploading ? m.adminsettings_uploading() : m.adminsettings_logo_upload()}
            disabled={uploading}
            onFile={(file) => void upload(file)}
          />
          {draft.siteLogo && (
            <button type="button" className="button button-small" onClick={() => edit('siteLogo', '')}>
              {m.adminsettings_logo_remove()}
            </button>
          )}
        </div>
      </div>
      <TextAreaField
        id="settings-site-description"
        label={m.adminsettings_site_description()}
        error={form.errorAt('siteDescription')}
        rows={2}
        maxLength={300}
        value={draft.siteDescription}
        onChange={(event) => edit('siteDescription', event.target.value)}
      />
      <FormField
        id="settings-site-keywords"
        label={m.adminsettings_site_keywords()}
        hint={m.adminsettings_list_hint()}
        value={draft.siteKeywords}
        error={form.errorAt('siteKeywords')}
        onChange={(event) => edit('siteKeywords', event.target.value)}
      />
      <div className="form-field">
        <label htmlFor="settings-language">{m.adminsettings_language()}</label>
        <select
          className="form-control"
          id="settings-language"
          value={draft.language}
          onChange={(event) => edit('language', event.target.value === 'zh-CN' ? 'zh-CN' : 'en-US')}
        >
          <option value="en-US">{m.adminsettings_language_en()}</option>
          <option value="zh-CN">{m.adminsettings_language_zh()}</option>
        </select>
      </div>
      <FormField
        id="settings-time-zone"
        label={m.adminsettings_time_zone()}
        hint={m.adminsettings_time_zone_hint()}
        value={draft.timeZone}
        list="settings-time-zones"
        autoComplete="off"
        error={form.errorAt('timeZone')}
        onChange={(event) => edit('timeZone', event.target.value)}
      />
      <datalist id="settings-time-zones">
        {timeZones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </Section>
  );
}
