import { getDb, type Database } from '../db/client.ts';
import { recordAction } from '../moderation/recordAction.ts';
import { announceConfigChange } from '../site/siteConfig.service.ts';
import {
  loadPrivateSettings,
  savePrivateSettings,
  type PrivateSettings,
  type PrivateSettingsPatch,
} from '../settings/privateSettings.ts';
import type { PrivateSettingsForm } from '@/shared/adminsettings/privateSchemas.ts';
import type { SettingsActor } from './saveSiteSettings.ts';

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
  return patch;
}

/** `section.field` names whose stored value differs; never the values themselves. */
export function changedPrivateKeys(before: PrivateSettings, after: PrivateSettings): string[] {
  const keys: string[] = [];
  for (const section of ['smtp', 'sms'] as const) {
    const old: Record<string, unknown> = before[section];
    const next: Record<string, unknown> = after[section];
    for (const field of Object.keys(next)) {
      if (old[field] !== next[field]) keys.push(`${section}.${field}`);
    }
  }
  return keys;
}

/** Saves the mail and SMS settings with one audit row naming the changed fields. */
export async function savePrivateSettingsForm(
  actor: SettingsActor,
  form: PrivateSettingsForm,
  db: Database = getDb(),
): Promise<string[]> {
  const changed = await db.transaction(async (tx) => {
    const before = await loadPrivateSettings(tx);
    await savePrivateSettings(privatePatchFromForm(form), tx);
    const keys = changedPrivateKeys(before, await loadPrivateSettings(tx));
    if (keys.length === 0) return keys;
    await recordAction(tx, {
      actorId: actor.id,
      action: 'settings.update',
      targetType: 'settings',
      detail: { keys },
      ip: actor.ip,
    });
    return keys;
  });
  if (changed.length > 0) await announceConfigChange();
  return changed;
}
