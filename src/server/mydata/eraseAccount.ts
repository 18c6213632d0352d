import { eq, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import {
  accountDeletions,
  conversationMembers,
  drafts,
  emailTokens,
  favorites,
  follows,
  likes,
  pollVotes,
  memberBlocks,
  messages,
  notificationChoices,
  oauthAccounts,
  pushDevices,
  readMarks,
  sessions,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  userTwoFactor,
  users,
  usernameHistory,
  watches,
} from '../db/schema/index.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import { recordAction } from '../moderation/recordAction.ts';
import { syncUserDocument } from '../search/searchIndexSync.ts';
import { liveContentOf, removeContent } from '../spammers/spammerContent.ts';
import { removeConversations } from '../spammers/spammerConversations.ts';
import { announceConversationChange } from '../conversations/conversationNotices.ts';
import { siteChanged } from '../pageCache/pageInvalidation.ts';
import type { DomainEvent, EventOf } from '../events/domainEvent.ts';
import { loadDeletedContentChoice } from './deletedContentChoice.ts';
import { repairTouchedCounters, type TouchedCounters } from './repairTouchedCounters.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import { revokeAllBadges } from '../badges/badgeAwards.commands.ts';

/** What the member's reactions and follows counted on other rows, read before they go. */
async function touchedBy(tx: Transaction, userId: number): Promise<TouchedCounters> {
  const [liked, favorited, followRows, votes] = await Promise.all([
    tx
      .select({ entityType: likes.entityType, entityId: likes.entityId })
      .from(likes)
      .where(eq(likes.userId, userId)),
    tx
      .select({ entityType: favorites.entityType, entityId: favorites.entityId })
      .from(favorites)
      .where(eq(favorites.userId, userId)),
    tx
      .select()
      .from(follows)
      .where(or(eq(follows.followerId, userId), eq(follows.followeeId, userId))),
    tx
      .select({ pollId: pollVotes.pollId, optionId: pollVotes.optionId })
      .from(pollVotes)
      .where(eq(pollVotes.userId, userId)),
  ]);
  return {
    liked,
    favorited,
    votes,
    followees: followRows.filter((row) => row.followerId === userId).map((row) => row.followeeId),
    followers: followRows.filter((row) => row.followeeId === userId).map((row) => row.followerId),
    userId,
  };
}

/** Every row that is the member's alone: sign-in, devices, notices, drafts, reactions, votes, follows, blocks, badges. */
async function removePersonalRows(tx: Transaction, userId: number): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId));
  await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
  await tx.delete(emailTokens).where(eq(emailTokens.userId, userId));
  await tx.delete(pushDevices).where(eq(pushDevices.userId, userId));
  await tx.delete(notificationChoices).where(eq(notificationChoices.userId, userId));
  await tx.delete(messages).where(eq(messages.userId, userId));
  await tx.delete(drafts).where(eq(drafts.userId, userId));
  await tx.delete(watches).where(eq(watches.userId, userId));
  await tx.delete(readMarks).where(eq(readMarks.userId, userId));
  await tx.delete(likes).where(eq(likes.userId, userId));
  await tx.delete(favorites).where(eq(favorites.userId, userId));
  await tx.delete(pollVotes).where(eq(pollVotes.userId, userId));
  await tx.delete(follows).where(or(eq(follows.followerId, userId), eq(follows.followeeId, userId)));
  await tx
    .delete(memberBlocks)
    .where(or(eq(memberBlocks.blockerId, userId), eq(memberBlocks.blockedId, userId)));
  await tx.delete(usernameHistory).where(eq(usernameHistory.userId, userId));
  await revokeAllBadges(tx, userId);
}

/** The account row keeps its id (content points at it) and nothing that names or reaches the person. */
async function anonymize(tx: Transaction, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({
      username: null,
      usernameChosen: false,
      nickname: '',
      email: null,
      emailVerified: false,
      phone: null,
      passwordHash: null,
      avatar: '',
      smallAvatar: '',
      background: '',
      signature: '',
      homepage: '',
      status: UserStatus.deleted,
      signupIp: '',
      locale: '',
      digestDays: 0,
    })
    .where(eq(users.id, userId));
}

/**
 * The erasure when the grace period is over (decision 075), in one transaction: the personal rows
 * go, the account row is emptied to a "Former member", and the member's moments, articles, comments
 * and conversation messages stay or are deleted as the owner chose. Then every counter the member's
 * rows were in is recounted from the rows with the repair's own code.
 */
export async function eraseAccount(
  event: EventOf<'account.erase'>,
  db: Database,
  now: Date = new Date(),
): Promise<DomainEvent[]> {
  const done = await withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const [deletion] = await tx
        .select()
        .from(accountDeletions)
        .where(eq(accountDeletions.id, event.deletionId))
        .for('update');
      if (!deletion || deletion.erasedAt || deletion.scheduledFor > now) return undefined;
      const userId = deletion.userId;
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const choice = await loadDeletedContentChoice(tx);
      const touched = await touchedBy(tx, userId);
      let talkers: number[] = [];
      if (choice === 'remove') {
        await removeContent(tx, await liveContentOf(tx, userId));
        talkers = (await removeConversations(tx, userId)).touchedUserIds;
      } else {
        await tx
          .update(conversationMembers)
          .set({ active: false, unreadCount: 0, leftAt: now })
          .where(eq(conversationMembers.userId, userId));
      }
      await removePersonalRows(tx, userId);
      await anonymize(tx, userId);
      await syncUserDocument(tx, userId);
      await tx.update(accountDeletions).set({ erasedAt: now }).where(eq(accountDeletions.id, deletion.id));
      await recordAction(tx, {
        actorId: userId,
        action: 'user.erase',
        targetType: 'user',
        targetId: userId,
        detail: { content: choice },
      });
      return { touched, talkers };
    }),
  );
  if (!done) return [];
  announceConversationChange(done.talkers);
  await repairTouchedCounters(db, done.touched);
  // Their name and face were on cached pages (and their content too, when removed).
  await siteChanged();
  return [];
}
