import type { Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { recordAction } from '../moderation/recordAction.ts';
import { announceConfigChange } from '../site/siteConfig.queries.ts';

export interface SettingsActor {
  id: number;
  ip: string;
}

/**
 * Runs `save` (which answers the keys it changed) in a transaction with one audit row naming them,
 * then drops every process's cached config so the change shows at once. Returns the changed keys.
 */
export async function saveSettingsAudited(
  actor: SettingsActor,
  save: (tx: Transaction) => Promise<string[]>,
  db: Database,
): Promise<string[]> {
  const changed = await db.transaction(async (tx) => {
    const keys = await save(tx);
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
