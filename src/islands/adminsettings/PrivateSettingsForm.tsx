import { useState, type FormEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import {
  SMS_PROVIDERS,
  missingOAuthSecrets,
  privateSettingsFormSchema,
  type OAuthProviderName,
  type PrivateSettingsView,
} from '@/shared/adminsettings/privateSchemas.ts';
import { showToast } from '@/stores/toasts.ts';
import { FormField } from '@/islands/ui/FormField.tsx';
import { Checkbox, NumberField, Section } from './SettingsControls.tsx';
import { SecretField } from './SecretField.tsx';
import {
  OAuthSections,
  oauthFormValues,
  toOAuthDraft,
  type OAuthDraft,
  type OAuthProviderDraft,
} from './OAuthSections.tsx';
import { AkismetSection, toAkismetDraft, type AkismetDraft } from './AkismetSection.tsx';
import { useSettingsForm } from './useSettingsForm.ts';
import './settingsForm.css';
import { SETTING_URL_MAX_LENGTH } from '@/shared/validation/settingUrl.ts';
import { SettingsFormFrame, SettingsSubmit } from './SettingsFormFrame.tsx';

interface Draft {
  smtp: Omit<PrivateSettingsView['smtp'], 'passwordSet'> & { password: string; clearPassword: boolean };
  sms: Omit<PrivateSettingsView['sms'], 'apiKeySet'> & { apiKey: string; clearApiKey: boolean };
  oauth: OAuthDraft;
  akismet: AkismetDraft;
}

function toDraft(view: PrivateSettingsView): Draft {
  const { passwordSet: _password, ...smtp } = view.smtp;
  const { apiKeySet: _apiKey, ...sms } = view.sms;
  return {
    smtp: { ...smtp, password: '', clearPassword: false },
    sms: { ...sms, apiKey: '', clearApiKey: false },
    oauth: toOAuthDraft(view.oauth),
    akismet: toAkismetDraft(view.akismet),
  };
}

/** The shared schema, plus: a provider switched on needs a secret, stored already or given now. */
function formSchema(view: PrivateSettingsView) {
  return privateSettingsFormSchema.superRefine((form, context) => {
    for (const name of missingOAuthSecrets(form.oauth, (provider) => view.oauth[provider].clientSecretSet)) {
      context.addIssue({
        code: 'custom',
        path: ['oauth', name, 'clientSecret'],
        message: m.adminsettings_oauth_secret_required(),
      });
    }
  });
}

type SmsProviderName = (typeof SMS_PROVIDERS)[number];
const smsProviderOf = (value: string): SmsProviderName =>
  SMS_PROVIDERS.find((provider) => provider === value) ?? 'off';

interface PrivateSettingsFormProps {
  initial: PrivateSettingsView;
  oauthCallbackUrls: Record<OAuthProviderName, string>;
}

/** Mail (SMTP), SMS, sign-in provider and Akismet settings ('settings.private'); secrets are write-only. */
export default function PrivateSettingsForm({ initial, oauthCallbackUrls }: PrivateSettingsFormProps) {
  const [view, setView] = useState(initial);
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const form = useSettingsForm();

  function editSmtp<K extends keyof Draft['smtp']>(key: K, value: Draft['smtp'][K]) {
    setDraft((current) => ({ ...current, smtp: { ...current.smtp, [key]: value } }));
    form.clear(`smtp.${key}`);
  }
  function editSms<K extends keyof Draft['sms']>(key: K, value: Draft['sms'][K]) {
    setDraft((current) => ({ ...current, sms: { ...current.sms, [key]: value } }));
    form.clear(`sms.${key}`);
  }
  function editAkismet<K extends keyof AkismetDraft>(key: K, value: AkismetDraft[K]) {
    setDraft((current) => ({ ...current, akismet: { ...current.akismet, [key]: value } }));
    form.clear(`akismet.${key}`);
  }
  function editOAuth<K extends keyof OAuthProviderDraft>(
    provider: OAuthProviderName,
    key: K,
    value: OAuthProviderDraft[K],
  ) {
    setDraft((current) => ({
      ...current,
      oauth: { ...current.oauth, [provider]: { ...current.oauth[provider], [key]: value } },
    }));
    form.clear(`oauth.${provider}.${key}`);
    // Switching a provider or changing its secret can resolve the "needs a …" errors.
    form.clear(`oauth.${provider}.clientSecret`);
    form.clear(`oauth.${provider}.issuer`);
    form.clear(`oauth.${provider}.clientId`);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = {
      smtp: draft.smtp,
      sms: draft.sms,
      oauth: oauthFormValues(draft.oauth),
      akismet: draft.akismet,
    };
    await form.submit(formSchema(view), values, async (valid) => {
      const saved = await apiRequest<{ changed: string[]; settings: PrivateSettingsView }>(
        '/api/admin/settings/private',
        { body: valid },
      );
      setView(saved.settings);
      setDraft(toDraft(saved.settings));
      showToast('success', saved.changed.length > 0 ? m.adminsettings_saved() : m.adminsettings_unchanged());
    });
  }

  const { smtp, sms } = draft;
  return (
    <SettingsFormFrame marker="data-private-settings-form" onSubmit={onSubmit}>
      <Section id="settings-mail" title={m.adminsettings_section_mail()}>
        <FormField
          id="settings-smtp-host"
          label={m.adminsettings_smtp_host()}
          value={smtp.host}
          maxLength={255}
          placeholder="smtp.example.com"
          error={form.errors['smtp.host']}
          onChange={(event) => editSmtp('host', event.target.value)}
        />
        <NumberField
          id="settings-smtp-port"
          label={m.adminsettings_smtp_port()}
          value={smtp.port}
          min={1}
          max={65535}
          error={form.errors['smtp.port']}
          onChange={(value) => editSmtp('port', value)}
        />
        <Checkbox
          id="settings-smtp-secure"
          label={m.adminsettings_smtp_secure()}
          checked={smtp.secure}
          onChange={(on) => editSmtp('secure', on)}
        />
        <FormField
          id="settings-smtp-username"
          label={m.adminsettings_smtp_username()}
          value={smtp.username}
          maxLength={255}
          autoComplete="off"
          error={form.errors['smtp.username']}
          onChange={(event) => editSmtp('username', event.target.value)}
        />
        <SecretField
          id="settings-smtp-password"
          label={m.adminsettings_smtp_password()}
          isSet={view.smtp.passwordSet}
          value={smtp.password}
          clear={smtp.clearPassword}
          error={form.errors['smtp.password']}
          onChange={(value) => editSmtp('password', value)}
          onClear={(clear) => editSmtp('clearPassword', clear)}
        />
        <FormField
          id="settings-smtp-from"
          label={m.adminsettings_smtp_from()}
          hint={m.adminsettings_smtp_from_hint()}
          value={smtp.from}
          maxLength={255}
          error={form.errors['smtp.from']}
          onChange={(event) => editSmtp('from', event.target.value)}
        />
      </Section>
      <Section id="settings-sms" title={m.adminsettings_section_sms()}>
        <div className="form-field">
          <label htmlFor="settings-sms-provider">{m.adminsettings_sms_provider()}</label>
          <select
            className="form-control"
            id="settings-sms-provider"
            value={sms.provider}
            onChange={(event) => editSms('provider', smsProviderOf(event.target.value))}
          >
            <option value="off">{m.adminsettings_sms_provider_off()}</option>
            <option value="log">{m.adminsettings_sms_provider_log()}</option>
            <option value="http">{m.adminsettings_sms_provider_http()}</option>
          </select>
        </div>
        <FormField
          id="settings-sms-url"
          label={m.adminsettings_sms_url()}
          value={sms.url}
          maxLength={SETTING_URL_MAX_LENGTH}
          placeholder="https://"
          error={form.errors['sms.url']}
          onChange={(event) => editSms('url', event.target.value)}
        />
        <SecretField
          id="settings-sms-api-key"
          label={m.adminsettings_sms_api_key()}
          isSet={view.sms.apiKeySet}
          value={sms.apiKey}
          clear={sms.clearApiKey}
          error={form.errors['sms.apiKey']}
          onChange={(value) => editSms('apiKey', value)}
          onClear={(clear) => editSms('clearApiKey', clear)}
        />
        <FormField
          id="settings-sms-sender"
          label={m.adminsettings_sms_sender()}
          value={sms.sender}
          maxLength={64}
          error={form.errors['sms.sender']}
          onChange={(event) => editSms('sender', event.target.value)}
        />
      </Section>
      <OAuthSections
        draft={draft.oauth}
        view={view.oauth}
        callbackUrls={oauthCallbackUrls}
        errors={form.errors}
        onEdit={editOAuth}
      />
      <AkismetSection
        draft={draft.akismet}
        keySet={view.akismet.keySet}
        errors={form.errors}
        onEdit={editAkismet}
      />
      <SettingsSubmit busy={form.busy} label={m.adminsettings_private_save()} />
    </SettingsFormFrame>
  );
}
