import { getDb, type Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import type { SettingsActor } from '../adminsettings/auditedSettingsSave.ts';
import { loadOwnerSetting, saveOwnerSetting } from '../settings/ownerSetting.ts';
import { deletedContentChoiceSchema, type DeletedContentChoice } from '@/shared/mydata/accountDataSchemas.ts';

/**
 * The owner's choice for what a member who deleted their account leaves behind (decision 075):
 * 'keep' (the default) shows it under "Former member", 'remove' deletes it.
 */
const CHOICE_KEY = 'accounts.deletedContent';

export function loadDeletedContentChoice(
  db: Database | Transaction = getDb(),
): Promise<DeletedContentChoice> {
  return loadOwnerSetting(CHOICE_KEY, deletedContentChoiceSchema, 'keep', db);
}

export function saveDeletedContentChoice(
  actor: SettingsActor,
  value: DeletedContentChoice,
  db: Database = getDb(),
): Promise<void> {
  return saveOwnerSetting(actor, CHOICE_KEY, value, db);
}
