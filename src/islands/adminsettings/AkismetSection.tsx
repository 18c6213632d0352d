import { m } from '@/i18n/messages.ts';
import { FormField } from '@/islands/ui/FormField.tsx';
import type { PrivateSettingsView } from '@/shared/adminsettings/privateSchemas.ts';
import { SETTING_URL_MAX_LENGTH } from '@/shared/validation/settingUrl.ts';
import { Section } from './SettingsControls.tsx';
import { SecretField } from './SecretField.tsx';

export type AkismetDraft = Omit<PrivateSettingsView['akismet'], 'keySet'> & {
  key: string;
  clearKey: boolean;
};

export function toAkismetDraft(view: PrivateSettingsView['akismet']): AkismetDraft {
  return { blogUrl: view.blogUrl, key: '', clearKey: false };
}

interface AkismetSectionProps {
  draft: AkismetDraft;
  keySet: boolean;
  errors: Record<string, string | undefined>;
  onEdit: <K extends keyof AkismetDraft>(key: K, value: AkismetDraft[K]) => void;
}

/** The optional Akismet check (decision 059): a write-only key, and the address it was registered for. */
export function AkismetSection({ draft, keySet, errors, onEdit }: AkismetSectionProps) {
  return (
    <Section id="settings-akismet" title={m.postreview_akismet_section()} hint={m.postreview_akismet_intro()}>
      <SecretField
        id="settings-akismet-key"
        label={m.postreview_akismet_key()}
        isSet={keySet}
        value={draft.key}
        clear={draft.clearKey}
        error={errors['akismet.key']}
        onChange={(value) => onEdit('key', value)}
        onClear={(clear) => onEdit('clearKey', clear)}
      />
      <FormField
        id="settings-akismet-blog"
        label={m.postreview_akismet_blog()}
        hint={m.postreview_akismet_blog_hint()}
        value={draft.blogUrl}
        maxLength={SETTING_URL_MAX_LENGTH}
        placeholder="https://"
        error={errors['akismet.blogUrl']}
        onChange={(event) => onEdit('blogUrl', event.target.value)}
      />
    </Section>
  );
}
