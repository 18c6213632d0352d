import { useState, type FormEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { TERMS_PATH } from '@/shared/navigation/paths.ts';
import { TERMS_TEXT_MAX, termsSchema } from '@/shared/terms/termsSchema.ts';
import { showToast } from '@/stores/toasts.ts';
import { TextAreaField } from '@/islands/ui/FormField.tsx';
import { Section } from './SettingsControls.tsx';
import { useSettingsForm } from './useSettingsForm.ts';
import './settingsForm.css';
import { SettingsFormFrame, SettingsSubmit } from './SettingsFormFrame.tsx';

/** The user agreement's text ('settings.manage'), saved through POST /api/admin/settings/terms. */
export default function TermsSettingsForm({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  const form = useSettingsForm();
  const error = form.errorAt('text');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit(termsSchema, { text }, async (values) => {
      const saved = await apiRequest<{ changed: boolean }>('/api/admin/settings/terms', { body: values });
      setText(values.text);
      showToast('success', saved.changed ? m.adminsettings_saved() : m.adminsettings_unchanged());
    });
  }

  return (
    <SettingsFormFrame marker="data-terms-settings-form" onSubmit={onSubmit}>
      <Section
        id="settings-terms"
        title={m.adminsettings_section_terms()}
        hint={m.adminsettings_terms_hint()}
      >
        <TextAreaField
          id="settings-terms-text"
          label={m.adminsettings_terms_text()}
          error={error}
          rows={12}
          maxLength={TERMS_TEXT_MAX}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            form.clear('text');
          }}
        />
        <a className="text-link" href={TERMS_PATH} target="_blank" rel="noopener">
          {m.adminsettings_terms_view()}
        </a>
      </Section>
      <SettingsSubmit busy={form.busy} label={m.adminsettings_terms_save()} />
    </SettingsFormFrame>
  );
}
