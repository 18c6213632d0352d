import type { Transaction } from '../../entities/entityTarget.ts';
import { recordHold } from '../../forbiddenWords/reviewHolds.ts';
import type { HoldReason } from '@/shared/postreview/holdReason.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import { keepFingerprint } from './keepFingerprint.ts';

/**
 * What the checks found on a posted or edited moment or article, kept in the transaction that writes
 * it: why it is held, when it is, and its text's fingerprint for later duplicate checks.
 */
export async function keepCheckOutcome(
  tx: Transaction,
  config: SiteConfig,
  item: { kind: 'moment' | 'article'; id: number; authorId: number; text: string },
  holds: readonly HoldReason[],
): Promise<void> {
  if (holds.length > 0) {
    await recordHold(tx, { kind: item.kind, id: item.id, authorId: item.authorId, reasons: holds });
  }
  await keepFingerprint(tx, config, { userId: item.authorId, kind: item.kind, id: item.id, text: item.text });
}
