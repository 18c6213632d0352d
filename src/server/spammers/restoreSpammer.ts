import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { spammerRemovals } from '../db/schema/index.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import { ApiError } from '../http/ApiError.ts';
import { requirePermission } from '../auth/requirePermission.ts';
import { writeBan } from '../moderation/bans.commands.ts';
import { recordAction } from '../moderation/recordAction.ts';
import { announceConversationChange } from '../conversations/conversationNotices.ts';
import type { Party } from '../admin/userRules.ts';
import { restoreContent } from './spammerContent.ts';
import { restoreConversations } from './spammerConversations.ts';
import { removeBlockRules } from './spammerBlockRules.ts';
import { spammerRecordSchema } from './spammerRecord.ts';
import { restorableRemoval, spammerTarget } from './spammerTarget.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { SpammerCounts } from '@/shared/spammers/spammerSchemas.ts';
import { m } from '@/paraglide/messages.js';

/**
 * Undoes the account's last "delete spammer" within 30 days, one transaction: the ban it had before
 * (none, usually), every item still deleted back to its status before with its counts, the
 * conversations reopened as they were, the block rows it added taken away; audited.
 */
export async function restoreSpammer(
  actor: Party,
  input: { userId: number },
  ip: string,
  db: Database = getDb(),
  now: Date = new Date(),
): Promise<{ counts: SpammerCounts }> {
  requirePermission(actor, 'user.delete_spammer');
  const done = await withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const target = await spammerTarget(tx, actor, input.userId, true);
      const removal = await restorableRemoval(tx, target.id, now, true);
      if (!removal) throw new ApiError(409, m.spammer_not_restorable(), ErrorCode.conflict);
      const record = spammerRecordSchema.parse(JSON.parse(removal.removed));
      const until = record.ban.bannedUntil === null ? null : new Date(record.ban.bannedUntil);
      await writeBan(tx, target.id, until, record.ban.banReason);
      const content = await restoreContent(tx, {
        moment: record.moments,
        article: record.articles,
        comment: record.comments,
      });
      const talk = await restoreConversations(tx, target.id, record);
      await removeBlockRules(tx, record.signupRuleIds);
      await tx
        .update(spammerRemovals)
        .set({ restoredAt: now, restoredBy: actor.id })
        .where(eq(spammerRemovals.id, removal.id));
      const counts: SpammerCounts = {
        moments: content.moment.length,
        articles: content.article.length,
        comments: content.comment.length,
        messages: talk.messages,
        conversations: record.conversations.length,
      };
      await recordAction(tx, {
        actorId: actor.id,
        action: 'user.restore_spammer',
        targetType: 'user',
        targetId: target.id,
        detail: { removalId: removal.id, counts, signupRuleIds: record.signupRuleIds },
        ip,
      });
      return { counts, touched: talk.touchedUserIds };
    }),
  );
  announceConversationChange(done.touched);
  return { counts: done.counts };
}
