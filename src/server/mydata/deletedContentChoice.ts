import { eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { siteConfigs } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { recordAction } from '../moderation/recordAction.ts';
import { deletedContentChoiceSchema, type DeletedContentChoice } from '@/shared/mydata/accountDataSchemas.ts';

/**
 * The owner's choice for what a member who deleted their account leaves behind (decision 075):
 * 'keep' (the default) shows it under "Former member", 'remove' deletes it. Its own site_configs key,
 * outside SiteConfig, like the two-factor policy: only the owner sets it.
 */
const CHOICE_KEY = 'accounts.deletedContent';

export async function loadDeletedContentChoice(
  db: Database | Transaction = getDb(),
): Promise<DeletedContentChoice> {
  const rows = await db.select().from(siteConfigs).where(eq(siteConfigs.key, CHOICE_KEY)).limit(1);
  let stored: unknown = 'keep';
  try {
    stored = rows[0] ? JSON.parse(rows[0].value) : 'keep';
  } catch {
    // A hand-edited value that is not JSON reads as the default.
  }
  const parsed = deletedContentChoiceSchema.safeParse(stored);
  return parsed.success ? parsed.data : 'keep';
}

export async function saveDeletedContentChoice(
  actor: { id: number; ip: string },
  value: DeletedContentChoice,
  db: Database = getDb(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(siteConfigs)
      .values({ key: CHOICE_KEY, value: JSON.stringify(value) })
      .onDuplicateKeyUpdate({
        set: { value: sql`VALUES(config_value)`, updatedAt: sql`CURRENT_TIMESTAMP(3)` },
      });
    await recordAction(tx, {
      actorId: actor.id,
      action: 'settings.update',
      targetType: 'settings',
      detail: { keys: [CHOICE_KEY], value },
      ip: actor.ip,
    });
  });
}
