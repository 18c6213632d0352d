import { getDb, type Database } from '../db/client.ts';
import { ApiError } from '../http/ApiError.ts';
import {
  OAUTH_PROVIDERS,
  loadPrivateSettings,
  savePrivateSettings,
  type PrivateSettings,
  type PrivateSettingsPatch,
} from '../settings/privateSettings.ts';
import { missingOAuthSecrets, type PrivateSettingsForm } from '@/shared/adminsettings/privateSchemas.ts';
import { m } from '@/paraglide/messages.js';
import { saveSettingsAudited, type SettingsActor } from './auditedSettingsSave.ts';

/** A secret from the form: cleared, replaced by a new value, or (omitted or empty) kept. */
function secretPatch(value: string | undefined, clear: boolean | undefined): string | undefined {
  if (clear) return '';
  return value ? value : undefined;
}

/** Turns the form (write-only secrets) into a store patch. */
export function privatePatchFromForm(form: PrivateSettingsForm): PrivateSettingsPatch {
  const patch: PrivateSettingsPatch = {};
  if (form.smtp) {
    const { password, clearPassword, ...rest } = form.smtp;
    const secret = secretPatch(password, clearPassword);
    patch.smtp = secret === undefined ? rest : { ...rest, password: secret };
  }
  if (form.sms) {
    const { apiKey, clearApiKey, ...rest } = form.sms;
    const secret = secretPatch(apiKey, clearApiKey);
    patch.sms = secret === undefined ? rest : { ...rest, apiKey: secret };
  }
  if (form.akismet) {
    const { key, clearKey, ...rest } = form.akismet;
    const secret = secretPatch(key, clearKey);
    patch.akismet = secret === undefined ? rest : { ...rest, key: secret };
  }
  if (form.oauth) {
    const oauth: NonNullable<PrivateSettingsPatch['oauth']> = {};
    for (const name of OAUTH_PROVIDERS) {
      const provider = form.oauth[name];
      if (!provider) continue;
      const { clientSecret, clearClientSecret, ...rest } = provider;
      const secret = secretPatch(clientSecret, clearClientSecret);
      oauth[name] = secret === undefined ? rest : { ...rest, clientSecret: secret };
    }
    patch.oauth = oauth;
  }
  return patch;
}

/** `section.field` names whose stored value differs; never the values themselves. */
export function changedPrivateKeys(before: PrivateSettings, after: PrivateSettings): string[] {
  const keys: string[] = [];
  const compare = (prefix: string, old: Record<string, unknown>, next: Record<string, unknown>) => {
    for (const field of new Set([...Object.keys(old), ...Object.keys(next)])) {
      // An absent issuer and an empty one mean the same.
      if ((old[field] ?? '') !== (next[field] ?? '')) keys.push(`${prefix}.${field}`);
    }
  };
  compare('smtp', before.smtp, after.smtp);
  compare('sms', before.sms, after.sms);
  compare('akismet', before.akismet, after.akismet);
  for (const name of OAUTH_PROVIDERS) compare(`oauth.${name}`, before.oauth[name], after.oauth[name]);
  return keys;
}

/** Saves the mail, SMS, sign-in provider and Akismet settings with one audit row naming the changed fields. */
export async function savePrivateSettingsForm(
  actor: SettingsActor,
  form: PrivateSettingsForm,
  db: Database = getDb(),
): Promise<string[]> {
  return saveSettingsAudited(
    actor,
    async (tx) => {
      const before = await loadPrivateSettings(tx);
      await savePrivateSettings(privatePatchFromForm(form), tx);
      const after = await loadPrivateSettings(tx);
      // Throwing rolls the save back: a provider switched on without a secret could not sign anyone in.
      const [missing] = missingOAuthSecrets(after.oauth, (name) => after.oauth[name].clientSecret !== '');
      if (missing) {
        throw new ApiError(
          400,
          m.adminsettings_oauth_secret_required(),
          undefined,
          `oauth.${missing}.clientSecret`,
        );
      }
      return changedPrivateKeys(before, after);
    },
    db,
  );
}
