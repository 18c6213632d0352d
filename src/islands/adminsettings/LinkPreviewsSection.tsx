import { m } from '@/i18n/messages.ts';
import { TextAreaField } from '@/islands/ui/FormField.tsx';
import { LINK_PREVIEW_MODES, type LinkPreviewMode } from '@/shared/linkpreviews/linkPreviewSettings.ts';
import { Section } from './SettingsControls.tsx';
import type { SiteSectionProps } from './siteDraft.ts';

const MODE_LABELS: Record<LinkPreviewMode, () => string> = {
  off: m.linkpreviews_mode_off,
  all: m.linkpreviews_mode_all,
  listed: m.linkpreviews_mode_listed,
};

/** Link previews (decision 079): off, for any site, or for listed domains only. */
export function LinkPreviewsSection({ draft, edit, form }: SiteSectionProps) {
  const previews = draft.linkPreviews;
  return (
    <Section
      id="settings-link-previews"
      title={m.linkpreviews_section()}
      hint={m.linkpreviews_section_hint()}
    >
      <div className="form-field">
        <label htmlFor="settings-link-previews-mode">{m.linkpreviews_mode()}</label>
        <select
          className="form-control"
          id="settings-link-previews-mode"
          value={previews.mode}
          onChange={(event) =>
            edit('linkPreviews', { ...previews, mode: event.target.value as LinkPreviewMode })
          }
        >
          {LINK_PREVIEW_MODES.map((value) => (
            <option key={value} value={value}>
              {MODE_LABELS[value]()}
            </option>
          ))}
        </select>
      </div>
      {previews.mode === 'listed' && (
        <TextAreaField
          id="settings-link-previews-domains"
          label={m.linkpreviews_domains()}
          hint={m.linkpreviews_domains_hint()}
          error={form.errorAt('linkPreviews.domains')}
          rows={4}
          value={previews.domains}
          onChange={(event) => {
            edit('linkPreviews', { ...previews, domains: event.target.value });
            form.clear('linkPreviews.domains');
          }}
        />
      )}
    </Section>
  );
}
