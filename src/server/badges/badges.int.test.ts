import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import {
  moderationLogs,
  badgeAwards,
  badgeHolders,
  checkins,
  messages,
  moments,
  users,
} from '../db/schema/index.ts';
import { saveSiteConfig } from '../site/siteConfig.commands.ts';
import { publishNow, settleOutbox } from '../outbox/outboxDelivery.ts';
import { ApiError } from '../http/ApiError.ts';
import { repairCounters } from '../repair/repairCounters.ts';
import { listMessages } from '../messages/listMessages.ts';
import { checkBadges } from './checkBadges.ts';
import { awardBadgeByHand, revokeBadgeByHand } from './handAwards.commands.ts';
import { listBadgeHolders, listBadgesWithHolders, listMemberBadges } from './badges.queries.ts';
import { BADGE_NOTICE } from '@/shared/badges/badges.ts';
import type { BadgeMeasure } from '@/shared/badges/badges.ts';

const t = useTestDatabase();
let made = 0;

beforeEach(async () => {
  await saveSiteConfig({ badges: { enabled: true } }, t.db);
});

async function newMember(values: Partial<typeof users.$inferInsert> = {}): Promise<number> {
  made += 1;
  const [row] = await t.db
    .insert(users)
    .values({ nickname: `Badge ${made}`, username: `badge${made}`, ...values })
    .$returningId();
  return row!.id;
}

async function publishedMoment(userId: number, likeCount = 0): Promise<number> {
  const [row] = await t.db
    .insert(moments)
    .values({
      userId,
      title: 'm',
      content: '<p>x</p>',
      contentText: 'x',
      images: '[]',
      hiddenContent: '',
      likeCount,
    })
    .$returningId();
  return row!.id;
}

const check = (userId: number, measures: BadgeMeasure[]) =>
  t.db.transaction((tx) => checkBadges(tx, userId, measures));

async function held(userId: number): Promise<string[]> {
  return (await listMemberBadges(userId, t.db)).map((entry) => entry.badge.slug).sort();
}

async function holders(slug: string): Promise<number> {
  const [row] = await t.db.select().from(badgeHolders).where(eq(badgeHolders.slug, slug));
  return row?.holders ?? 0;
}

async function notices(userId: number) {
  return t.db
    .select({ entityId: messages.entityId, actorId: messages.actorId })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.type, BADGE_NOTICE)));
}

describe('awarding through the outbox', () => {
  it('awards First post once, with one notice, however often the event is delivered', async () => {
    const userId = await newMember();
    const momentId = await publishedMoment(userId);
    const before = await holders('first-post');
    await publishNow({ type: 'moment.created', momentId, userId }, t.db);
    await publishNow({ type: 'moment.created', momentId, userId }, t.db);
    await settleOutbox();
    expect(await held(userId)).toEqual(['first-post']);
    expect(await holders('first-post')).toBe(before + 1);
    expect(await notices(userId)).toEqual([{ entityId: 1, actorId: 0 }]);
    const centre = await listMessages(userId, undefined, t.db);
    expect(centre.results[0]).toMatchObject({ type: BADGE_NOTICE, badge: 'first-post', target: null });
  });

  it('awards a badge once when many checks run at once', async () => {
    const userId = await newMember();
    await publishedMoment(userId, 12);
    const before = await holders('liked');
    const results = await Promise.all(Array.from({ length: 8 }, () => check(userId, ['likesReceived'])));
    expect(results.flat().map((badge) => badge.slug)).toEqual(['liked']);
    expect(await held(userId)).toEqual(['liked']);
    expect(await holders('liked')).toBe(before + 1);
    expect(await notices(userId)).toHaveLength(1);
  });

  it('follows each rule: comments, likes, streaks and followers at their thresholds only', async () => {
    const userId = await newMember({ fansCount: 9 });
    await publishedMoment(userId, 9);
    expect(await check(userId, ['likesReceived', 'followers', 'checkinStreak', 'comments'])).toEqual([]);
    await publishedMoment(userId, 91);
    await t.db.update(users).set({ fansCount: 10 }).where(eq(users.id, userId));
    await t.db.insert(checkins).values([
      { userId, day: '2026-01-01', streak: 7 },
      { userId, day: '2026-01-05', streak: 1 },
    ]);
    const awarded = await check(userId, ['likesReceived', 'followers', 'checkinStreak']);
    expect(awarded.map((badge) => badge.slug).sort()).toEqual([
      'followed',
      'liked',
      'week-streak',
      'well-liked',
    ]);
    expect(await check(userId, ['likesReceived', 'followers', 'checkinStreak'])).toEqual([]);
    // A rule is read only for its own measures: First comment waits for a comment event.
    expect(await held(userId)).not.toContain('first-comment');
  });

  it('awards nothing while badges are off, events included', async () => {
    await saveSiteConfig({ badges: { enabled: false } }, t.db);
    const userId = await newMember();
    const momentId = await publishedMoment(userId, 200);
    await publishNow({ type: 'moment.created', momentId, userId }, t.db);
    await settleOutbox();
    expect(await check(userId, ['posts', 'likesReceived'])).toEqual([]);
    expect(await held(userId)).toEqual([]);
    expect(await notices(userId)).toEqual([]);
  });
});

describe('awards by hand', () => {
  it('records no check for a measure the member completed, until a badge of theirs is taken back', async () => {
    const ownerId = await newMember({ role: 'owner' });
    const owner = { member: { id: ownerId, role: 'owner' as const }, ip: '127.0.0.1' };
    const userId = await newMember();
    const momentId = await publishedMoment(userId, 150);
    const liked = (likerId: number) =>
      publishNow(
        {
          type: 'reaction.added',
          reaction: 'like',
          userId: likerId,
          kind: 'moment',
          entityId: momentId,
          entityAuthorId: userId,
        },
        t.db,
      );
    await liked(ownerId);
    await settleOutbox();
    expect(await held(userId)).toEqual(['liked', 'well-liked']);

    // Taken away behind the app's back: the completed measure is not checked again, so it stays away.
    await t.db
      .delete(badgeAwards)
      .where(and(eq(badgeAwards.userId, userId), eq(badgeAwards.slug, 'well-liked')));
    await t.db
      .update(badgeHolders)
      .set({ holders: sql`${badgeHolders.holders} - 1` })
      .where(eq(badgeHolders.slug, 'well-liked'));
    await liked(ownerId);
    await settleOutbox();
    expect(await held(userId)).toEqual(['liked']);

    // Taken back through the app: the next like checks again and earns both anew.
    await revokeBadgeByHand(owner, { username: `badge${made}`, slug: 'liked', reason: '' }, t.db);
    await liked(ownerId);
    await settleOutbox();
    expect(await held(userId)).toEqual(['liked', 'well-liked']);
  });

  it('awards and revokes by username, audited, refusing a repeat and an unknown member', async () => {
    const ownerId = await newMember({ role: 'owner' });
    const userId = await newMember();
    const owner = { member: { id: ownerId, role: 'owner' as const }, ip: '127.0.0.1' };
    const username = `badge${made}`;
    const input = { username, slug: 'community-helper', reason: 'Answers questions' };
    const before = await holders('community-helper');
    await awardBadgeByHand(owner, input, t.db);
    expect(await held(userId)).toEqual(['community-helper']);
    expect(await holders('community-helper')).toBe(before + 1);
    expect(await notices(userId)).toEqual([{ entityId: 8, actorId: 0 }]);
    const [award] = await t.db.select().from(badgeAwards).where(eq(badgeAwards.userId, userId));
    expect(award).toMatchObject({ awardedBy: ownerId, reason: 'Answers questions' });
    await expect(awardBadgeByHand(owner, input, t.db)).rejects.toMatchObject({ status: 409 });
    await expect(awardBadgeByHand(owner, { ...input, username: 'nobody-here' }, t.db)).rejects.toBeInstanceOf(
      ApiError,
    );

    await revokeBadgeByHand(owner, input, t.db);
    expect(await held(userId)).toEqual([]);
    expect(await holders('community-helper')).toBe(before);
    await expect(revokeBadgeByHand(owner, input, t.db)).rejects.toMatchObject({ status: 404 });
    const audit = await t.db
      .select({ action: moderationLogs.action })
      .from(moderationLogs)
      .where(and(eq(moderationLogs.actorId, ownerId), eq(moderationLogs.targetId, userId)));
    expect(audit.map((row) => row.action).sort()).toEqual(['badge.award', 'badge.revoke']);
  });

  it('refuses a member without the settings permission', async () => {
    const userId = await newMember();
    await expect(
      awardBadgeByHand(
        { member: { id: userId, role: 'user' }, ip: '' },
        { username: `badge${made}`, slug: 'community-helper', reason: '' },
        t.db,
      ),
    ).rejects.toMatchObject({ status: 403 });
    expect(await held(userId)).toEqual([]);
  });
});

describe('holder counts and lists', () => {
  it('lists holders newest first by cursor and repairs a drifted count', async () => {
    const members = await Promise.all([newMember(), newMember(), newMember()]);
    for (const [index, userId] of members.entries()) {
      await t.db.insert(checkins).values({ userId, day: `2026-02-0${index + 1}`, streak: 30 });
      await t.db.transaction((tx) =>
        checkBadges(tx, userId, ['checkinStreak'], new Date(Date.UTC(2026, 1, index + 1))),
      );
    }
    const first = await listBadgeHolders('month-streak', undefined, t.db);
    expect(first.results.slice(0, 3).map((holder) => holder.member.id)).toEqual([...members].reverse());
    const counts = await listBadgesWithHolders(t.db);
    const total = counts.find((entry) => entry.badge.slug === 'month-streak')!.holders;
    expect(total).toBe(first.results.length);

    await t.db.update(badgeHolders).set({ holders: 999 }).where(eq(badgeHolders.slug, 'month-streak'));
    const report = await repairCounters(t.db);
    expect(report.counters.find((counter) => counter.counter === 'badge_holders.holders')?.fixed).toBe(1);
    expect(await holders('month-streak')).toBe(total);
  });
});
