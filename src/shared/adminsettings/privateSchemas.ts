import { z } from 'zod';
import { m } from '@/paraglide/messages.js';
import { settingUrlSchema } from '@/shared/validation/settingUrl.ts';

// Shared by the server store (src/server/settings/privateSettings.ts) and the admin settings form,
// so both validate with the same rules; this file holds no values, only their shape.

export const smtpSettingsSchema = z.object({
  host: z.string().trim().max(255),
  port: z.number().int().min(1).max(65535),
  /** true: TLS from the first byte (port 465); false: STARTTLS when the server offers it. */
  secure: z.boolean(),
  username: z.string().max(255),
  password: z.string().max(255),
  /** The From header, e.g. `Plaza <no-reply@example.com>`. */
  from: z.string().trim().max(255),
});

/** 'off' hides SMS sign-in (a new forum); 'log' writes codes to the server log (development); 'http' posts them to `url`. */
export const SMS_PROVIDERS = ['off', 'log', 'http'] as const;

export const smsSettingsSchema = z.object({
  provider: z.enum(SMS_PROVIDERS),
  /** Where the 'http' provider posts codes; '' until it is set up. */
  url: settingUrlSchema('web', { invalid: () => m.adminsettings_sms_url_invalid(), optional: true }),
  apiKey: z.string().max(512),
  sender: z.string().trim().max(64),
});

export const oauthProviderSettingsSchema = z.object({
  enabled: z.boolean(),
  clientId: z.string().trim().max(255),
  clientSecret: z.string().max(512),
  /** The issuer URL of a generic OpenID Connect provider (discovery); unused by GitHub and WeChat. */
  issuer: settingUrlSchema('web', {
    invalid: () => m.adminsettings_oauth_issuer_invalid(),
    optional: true,
  }).optional(),
});

/** The optional Akismet spam check (issue 40): off while the key is empty. */
export const akismetSettingsSchema = z.object({
  key: z.string().trim().max(64),
  /** The site address Akismet's key was registered for; '' uses the site's own origin. */
  blogUrl: settingUrlSchema('web', { invalid: () => m.postreview_akismet_blog_invalid(), optional: true }),
});

export const OAUTH_PROVIDERS = ['oidc', 'github', 'wechat'] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number];

/**
 * What the settings form sends: the secret is write-only, so it is left out to keep the stored
 * one, given to replace it, or cleared with the `clear…` flag.
 */
const smtpFormSchema = smtpSettingsSchema.omit({ password: true }).extend({
  password: smtpSettingsSchema.shape.password.optional(),
  clearPassword: z.boolean().optional(),
});

const akismetFormSchema = akismetSettingsSchema.omit({ key: true }).extend({
  key: akismetSettingsSchema.shape.key.optional(),
  clearKey: z.boolean().optional(),
});

export const smsFormSchema = smsSettingsSchema
  .omit({ apiKey: true })
  .extend({
    apiKey: smsSettingsSchema.shape.apiKey.optional(),
    clearApiKey: z.boolean().optional(),
  })
  .superRefine((sms, context) => {
    // A gateway without an address would show SMS sign-in that can never send a code; the address itself is checked above.
    if (sms.provider === 'http' && !sms.url) {
      context.addIssue({ code: 'custom', path: ['url'], message: m.adminsettings_sms_url_required() });
    }
  });

const oauthProviderFormSchema = oauthProviderSettingsSchema
  .omit({ clientSecret: true })
  .extend({
    clientSecret: oauthProviderSettingsSchema.shape.clientSecret.optional(),
    clearClientSecret: z.boolean().optional(),
  })
  .superRefine((provider, context) => {
    if (provider.enabled && provider.clientId === '') {
      context.addIssue({
        code: 'custom',
        path: ['clientId'],
        message: m.adminsettings_oauth_client_id_required(),
      });
    }
  });

const oauthFormSchema = z
  .object({
    oidc: oauthProviderFormSchema.optional(),
    github: oauthProviderFormSchema.optional(),
    wechat: oauthProviderFormSchema.optional(),
  })
  .superRefine((oauth, context) => {
    if (oauth.oidc?.enabled && !oauth.oidc.issuer) {
      context.addIssue({
        code: 'custom',
        path: ['oidc', 'issuer'],
        message: m.adminsettings_oauth_issuer_required(),
      });
    }
  });

export const privateSettingsFormSchema = z.object({
  smtp: smtpFormSchema.optional(),
  sms: smsFormSchema.optional(),
  oauth: oauthFormSchema.optional(),
  akismet: akismetFormSchema.optional(),
});

/**
 * An enabled provider needs a client secret: one stored already (and not being cleared) or a new one.
 * The browser checks with what the view says is set; the server checks the merged result.
 */
export function missingOAuthSecrets(
  oauth: PrivateSettingsForm['oauth'],
  secretSet: (provider: OAuthProviderName) => boolean,
): OAuthProviderName[] {
  return OAUTH_PROVIDERS.filter((name) => {
    const provider = oauth?.[name];
    if (!provider?.enabled || provider.clientSecret) return false;
    return provider.clearClientSecret === true || !secretSet(name);
  });
}

export type PrivateSettingsForm = z.infer<typeof privateSettingsFormSchema>;

/** The private settings as the client may see them: whether each secret is set, never its value. */
export interface PrivateSettingsView {
  smtp: Omit<z.infer<typeof smtpSettingsSchema>, 'password'> & { passwordSet: boolean };
  sms: Omit<z.infer<typeof smsSettingsSchema>, 'apiKey'> & { apiKeySet: boolean };
  oauth: Record<OAuthProviderName, OAuthProviderView>;
  akismet: Omit<z.infer<typeof akismetSettingsSchema>, 'key'> & { keySet: boolean };
}

export interface OAuthProviderView {
  enabled: boolean;
  clientId: string;
  issuer: string;
  clientSecretSet: boolean;
}
