import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import { contentFingerprints } from '../../db/schema/index.ts';
import { holdFor, PASS, type ContentCheck } from './contentCheck.ts';
import { textFingerprint } from './textFingerprint.ts';
import { TrustLevel } from '@/shared/trust/trustLevel.ts';

/**
 * The same text (textFingerprint) posted by the same new member within
 * `postReview.duplicateWindowHours` in any moment, article or comment is held: a bot pasting one
 * message everywhere. A member who earned a trust level above new may post a text twice (a moment
 * and an article of one announcement). An edit is not compared with its own item.
 */
export const duplicateTextCheck: ContentCheck = {
  name: 'duplicate',
  async check({ actor, member, kind, itemId, text }, db) {
    const hours = actor.config.postReview.duplicateWindowHours;
    if (member.trustLevel !== TrustLevel.new) return PASS;
    const fingerprint = hours > 0 ? textFingerprint(text) : null;
    if (!fingerprint) return PASS;
    const others =
      itemId === undefined
        ? undefined
        : or(ne(contentFingerprints.itemKind, kind), ne(contentFingerprints.itemId, itemId));
    const [earlier] = await db
      .select({ kind: contentFingerprints.itemKind, id: contentFingerprints.itemId })
      .from(contentFingerprints)
      .where(
        and(
          eq(contentFingerprints.userId, member.id),
          eq(contentFingerprints.fingerprint, fingerprint),
          gt(contentFingerprints.createdAt, sql`CURRENT_TIMESTAMP(3) - INTERVAL ${hours} HOUR`),
          others,
        ),
      )
      .limit(1);
    return earlier ? holdFor({ kind: 'duplicate', detail: `${earlier.kind}:${earlier.id}` }) : PASS;
  },
};
