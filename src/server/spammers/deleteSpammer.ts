import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { sessions, spammerRemovals } from '../db/schema/index.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import { ApiError } from '../http/ApiError.ts';
import { requirePermission } from '../auth/requirePermission.ts';
import { writeBan } from '../moderation/bans.commands.ts';
import { recordAction } from '../moderation/recordAction.ts';
import { announceConversationChange } from '../conversations/conversationNotices.ts';
import type { Party } from '../admin/userRules.ts';
import { liveContentOf, removeContent } from './spammerContent.ts';
import { removeConversations } from './spammerConversations.ts';
import { addBlockRules, blockableIp } from './spammerBlockRules.ts';
import { countsOf, type SpammerRecord } from './spammerRecord.ts';
import { restorableRemoval, spammerTarget } from './spammerTarget.ts';
import { spammerAuditIds } from './spammerAuditIds.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { BAN_FOREVER } from '@/shared/users/ban.ts';
import { emailDomain } from '@/shared/spammers/emailDomain.ts';
import type { SpammerCounts } from '@/shared/spammers/spammerSchemas.ts';
import { m } from '@/paraglide/messages.js';
import { recordEvent } from '../outbox/recordEvent.ts';
import { endMemberProviderSessions } from '../oidc/backchannelLogout.ts';

export interface DeleteSpammerInput {
  userId: number;
  blockIp: boolean;
  blockDomain: boolean;
}

/**
 * "Delete spammer" (decision 061), one transaction: the account is banned for good and signed out,
 * everything it wrote is soft-deleted with every count it was in, the conversations it started are
 * closed, the chosen block rows are added, and one removal record and one audit entry say what went.
 */
export async function deleteSpammer(
  actor: Party,
  input: DeleteSpammerInput,
  ip: string,
  db: Database = getDb(),
): Promise<{ removalId: number; counts: SpammerCounts }> {
  requirePermission(actor, 'user.delete_spammer');
  const done = await withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const target = await spammerTarget(tx, actor, input.userId, true);
      if (await restorableRemoval(tx, target.id)) {
        throw new ApiError(409, m.spammer_already_removed(), ErrorCode.conflict);
      }
      await writeBan(tx, target.id, BAN_FOREVER, m.spammer_ban_reason());
      // Delivered by the poller: webhooks hear of the ban (decision 073).
      await recordEvent(tx, {
        type: 'member.banned',
        userId: target.id,
        actorId: actor.id,
        until: null,
        at: Date.now(),
      });
      await tx.delete(sessions).where(eq(sessions.userId, target.id));
      // Out of the sites signed in to through the forum too; the poller sends their logout tokens.
      await endMemberProviderSessions(tx, target.id);
      const content = await removeContent(tx, await liveContentOf(tx, target.id));
      const talk = await removeConversations(tx, target.id);
      const blocked = {
        ip: input.blockIp ? blockableIp(target.signupIp) : '',
        domain: input.blockDomain ? emailDomain(target.email) : '',
      };
      const signupRuleIds = await addBlockRules(tx, {
        ...blocked,
        note: `delete spammer: ${target.nickname}`,
        actorId: actor.id,
      });
      const record: SpammerRecord = {
        ban: {
          bannedUntil: target.bannedUntil ? target.bannedUntil.toISOString() : null,
          banReason: target.banReason,
        },
        moments: content.moment,
        articles: content.article,
        comments: content.comment,
        messages: talk.messages,
        conversations: talk.conversations,
        signupRuleIds,
      };
      const [row] = await tx
        .insert(spammerRemovals)
        .values({ userId: target.id, actorId: actor.id, removed: JSON.stringify(record) })
        .$returningId();
      const removalId = row!.id;
      await recordAction(tx, {
        actorId: actor.id,
        action: 'user.delete_spammer',
        targetType: 'user',
        targetId: target.id,
        detail: { removalId, ...spammerAuditIds(record), blocked },
        ip,
      });
      return { removalId, counts: countsOf(record), touched: talk.touchedUserIds };
    }),
  );
  announceConversationChange(done.touched);
  return { removalId: done.removalId, counts: done.counts };
}
