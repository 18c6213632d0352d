import { m } from '@/i18n/messages.ts';
import {
  OAUTH_PROVIDERS,
  type OAuthProviderName,
  type OAuthProviderView,
  type PrivateSettingsView,
} from '@/shared/adminsettings/privateSchemas.ts';
import { providerLabel } from '@/components/signin/providerLabel.ts';
import { FormField } from '@/islands/ui/FormField.tsx';
import { Checkbox, Section } from './SettingsControls.tsx';
import { SecretField } from './SecretField.tsx';
import { SETTING_URL_MAX_LENGTH } from '@/shared/validation/settingUrl.ts';

export type OAuthProviderDraft = Omit<OAuthProviderView, 'clientSecretSet'> & {
  clientSecret: string;
  clearClientSecret: boolean;
};
export type OAuthDraft = Record<OAuthProviderName, OAuthProviderDraft>;

export function toOAuthDraft(view: PrivateSettingsView['oauth']): OAuthDraft {
  const draft = (name: OAuthProviderName): OAuthProviderDraft => {
    const { clientSecretSet: _secret, ...rest } = view[name];
    return { ...rest, clientSecret: '', clearClientSecret: false };
  };
  return { oidc: draft('oidc'), github: draft('github'), wechat: draft('wechat') };
}

/** The draft as the form sends it: only OIDC has an issuer. */
export function oauthFormValues(draft: OAuthDraft) {
  return Object.fromEntries(
    OAUTH_PROVIDERS.map((name) => {
      const { issuer, ...rest } = draft[name];
      return [name, name === 'oidc' ? { ...rest, issuer } : rest];
    }),
  );
}

interface OAuthSectionsProps {
  draft: OAuthDraft;
  view: PrivateSettingsView['oauth'];
  /** The address each provider sends members back to, as the sign-in code builds it. */
  callbackUrls: Record<OAuthProviderName, string>;
  errors: Record<string, string>;
  onEdit: <K extends keyof OAuthProviderDraft>(
    provider: OAuthProviderName,
    key: K,
    value: OAuthProviderDraft[K],
  ) => void;
}

/** One block per sign-in provider (GitHub, WeChat, OpenID Connect); the client secret is write-only. */
export function OAuthSections({ draft, view, callbackUrls, errors, onEdit }: OAuthSectionsProps) {
  return (
    <>
      {OAUTH_PROVIDERS.map((name) => {
        const provider = draft[name];
        const id = `settings-oauth-${name}`;
        return (
          <Section
            key={name}
            id={id}
            title={m.adminsettings_oauth_section({ provider: providerLabel(name) })}
            hint={m.adminsettings_oauth_hint()}
          >
            <Checkbox
              id={`${id}-enabled`}
              label={m.adminsettings_oauth_enabled()}
              checked={provider.enabled}
              onChange={(on) => onEdit(name, 'enabled', on)}
            />
            <FormField
              id={`${id}-client-id`}
              label={m.adminsettings_oauth_client_id()}
              value={provider.clientId}
              maxLength={255}
              autoComplete="off"
              error={errors[`oauth.${name}.clientId`]}
              onChange={(event) => onEdit(name, 'clientId', event.target.value)}
            />
            <SecretField
              id={`${id}-client-secret`}
              label={m.adminsettings_oauth_client_secret()}
              isSet={view[name].clientSecretSet}
              value={provider.clientSecret}
              clear={provider.clearClientSecret}
              error={errors[`oauth.${name}.clientSecret`]}
              onChange={(value) => onEdit(name, 'clientSecret', value)}
              onClear={(clear) => onEdit(name, 'clearClientSecret', clear)}
            />
            {name === 'oidc' && (
              <FormField
                id={`${id}-issuer`}
                label={m.adminsettings_oauth_issuer()}
                hint={m.adminsettings_oauth_issuer_hint()}
                value={provider.issuer}
                maxLength={SETTING_URL_MAX_LENGTH}
                placeholder="https://"
                inputMode="url"
                error={errors[`oauth.${name}.issuer`]}
                onChange={(event) => onEdit(name, 'issuer', event.target.value)}
              />
            )}
            <FormField
              id={`${id}-callback`}
              label={m.adminsettings_oauth_callback()}
              value={callbackUrls[name]}
              readOnly
              data-oauth-callback={name}
              onFocus={(event) => event.target.select()}
            />
          </Section>
        );
      })}
    </>
  );
}
