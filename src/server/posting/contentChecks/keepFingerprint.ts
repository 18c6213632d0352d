import { sql } from 'drizzle-orm';
import { contentFingerprints } from '../../db/schema/index.ts';
import type { Transaction } from '../../entities/entityTarget.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import type { CheckedKind } from './contentCheck.ts';
import { textFingerprint } from './textFingerprint.ts';

/** The longest duplicate window the owner may set (postReviewConfigSchema): rows expire after it. */
const KEEP_HOURS = 24 * 30;

/**
 * Keeps the fingerprint of a posted or edited item, in the transaction that writes it, so later
 * items with the same text find it; nothing while the duplicate check is off or the text is short.
 */
export async function keepFingerprint(
  tx: Transaction,
  config: SiteConfig,
  item: { userId: number; kind: CheckedKind; id: number; text: string },
): Promise<void> {
  const fingerprint = config.postReview.duplicateWindowHours > 0 ? textFingerprint(item.text) : null;
  if (!fingerprint) return;
  await tx.insert(contentFingerprints).values({
    userId: item.userId,
    fingerprint,
    itemKind: item.kind,
    itemId: item.id,
    expiresAt: sql`CURRENT_TIMESTAMP(3) + INTERVAL ${KEEP_HOURS} HOUR`,
  });
}
