import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { testActor } from '../../../tests/testActor.ts';
import { insertTestUser } from '../../../tests/factories/articleTestUsers.ts';
import type { Database } from '../db/client.ts';
import { comments, messages, moments, nodes, users } from '../db/schema/index.ts';
import { saveSiteConfig } from '../site/siteConfig.commands.ts';
import { createMoment } from '../moments/moments.commands.ts';
import { decideReview } from '../admincontent/moderateContent.ts';
import { toCurrentUser } from '../users/publicUser.ts';
import { countVisit } from './countVisit.ts';
import { promoteIfEarned, refreshTrustLevel } from './refreshTrustLevel.ts';
import { readCappedTrustStats, readTrustMember, readTrustStats } from './trustStanding.queries.ts';
import { createMomentSchema } from '@/shared/moments/momentSchemas.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { DEFAULT_TRUST_CONFIG } from '@/shared/trust/trustDefaults.ts';
import { TrustLevel } from '@/shared/trust/trustLevel.ts';
import type { TrustConfig } from '@/shared/trust/trustConfig.ts';

const t = useTestDatabase();

// Small figures, so each test reaches a level with a few rows.
const TRUST: TrustConfig = {
  ...DEFAULT_TRUST_CONFIG,
  member: { daysSinceSignup: 0, posts: 2, likesReceived: 1, daysVisited: 2, score: 0, maxFlagsUpheld: 1 },
  regular: { daysSinceSignup: 0, posts: 3, likesReceived: 2, daysVisited: 3, score: 0, maxFlagsUpheld: 0 },
};

let nodeId: number;
let made = 0;

beforeAll(async () => {
  await saveSiteConfig({ trust: TRUST }, t.db);
  const [node] = await t.db.insert(nodes).values({ name: 'General', sortOrder: 1 }).$returningId();
  nodeId = node!.id;
});

type UserValues = Partial<typeof users.$inferInsert>;

async function newMember(values: UserValues = {}): Promise<number> {
  made += 1;
  const [row] = await t.db
    .insert(users)
    .values({ nickname: `Trust ${made}`, trustLevel: TrustLevel.new, ...values })
    .$returningId();
  return row!.id;
}

async function stored(userId: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, userId));
  return row!;
}

/** Published moments written directly (no events), each holding `likes` likes. */
async function publishedMoments(userId: number, count: number, likes = 0): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    await t.db.insert(moments).values({
      userId,
      title: `m${index}`,
      content: '<p>x</p>',
      contentText: 'x',
      images: '[]',
      hiddenContent: '',
      likeCount: likes,
    });
  }
}

async function trustNotices(userId: number) {
  const rows = await t.db
    .select({ type: messages.type, actorId: messages.actorId })
    .from(messages)
    .where(eq(messages.userId, userId));
  return rows.filter((row) => row.type.startsWith('trust_'));
}

/** A database that fails on any use: proves a path sends no query. */
const NO_DATABASE = new Proxy({} as Database, {
  get() {
    throw new Error('no query expected');
  },
});

describe('days visited', () => {
  const now = new Date('2026-12-06T23:30:00Z');

  it('counts one visit per day of the site time zone and promotes on the day the figure is met', async () => {
    const userId = await newMember({ daysVisited: 1, lastVisitDay: '2026-12-05' });
    await publishedMoments(userId, 2, 1);
    const member = { id: userId, lastVisitDay: '2026-12-05' };

    expect(await countVisit(member, 'UTC', t.db, now)).toBe(true);
    let row = await stored(userId);
    expect([row.daysVisited, row.lastVisitDay, row.trustLevel]).toEqual([2, '2026-12-06', TrustLevel.member]);
    expect(await trustNotices(userId)).toEqual([{ type: 'trust_member', actorId: 0 }]);

    // A second request that still carried yesterday (sent before the first was counted) counts nothing.
    expect(await countVisit(member, 'UTC', t.db, now)).toBe(false);
    row = await stored(userId);
    expect(row.daysVisited).toBe(2);

    // Counted today: no query at all.
    expect(await countVisit({ id: userId, lastVisitDay: '2026-12-06' }, 'UTC', NO_DATABASE, now)).toBe(false);

    // In Shanghai it is already the 7th: a new day.
    expect(await countVisit({ id: userId, lastVisitDay: '2026-12-06' }, 'Asia/Shanghai', t.db, now)).toBe(
      true,
    );
    row = await stored(userId);
    expect([row.daysVisited, row.lastVisitDay]).toEqual([3, '2026-12-07']);
  });

  it('counts ten concurrent first requests of a day once', async () => {
    const userId = await newMember({ daysVisited: 4 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => countVisit({ id: userId, lastVisitDay: null }, 'UTC', t.db, now)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await stored(userId)).daysVisited).toBe(5);
  });
});

describe('readCappedTrustStats', () => {
  it('counts posts and likes exactly below the caps and stops at them above', async () => {
    const userId = await newMember();
    await publishedMoments(userId, 6, 2);
    await publishedMoments(userId, 3, 0);
    const member = (await readTrustMember(userId, t.db))!;
    const exact = await readTrustStats(member, t.db);
    expect([exact.posts, exact.likesReceived]).toEqual([9, 12]);
    const roomy = await readCappedTrustStats(member, { posts: 20, likes: 20 }, t.db);
    expect([roomy.posts, roomy.likesReceived]).toEqual([9, 12]);
    const capped = await readCappedTrustStats(member, { posts: 4, likes: 3 }, t.db);
    // Three liked moments already hold six likes: enough for any need up to the cap of three.
    expect([capped.posts, capped.likesReceived]).toEqual([4, 6]);
  });
});

describe('promoteIfEarned', () => {
  it("counts nothing while the member's own row cannot meet the next level", async () => {
    const userId = await newMember({ daysVisited: 1 });
    await publishedMoments(userId, 5, 1);
    let statements = 0;
    const counting = new Proxy(t.db, {
      get(target, property, receiver) {
        if (property === 'execute') statements += 1;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    expect(await promoteIfEarned(counting, userId)).toBeNull();
    expect(statements).toBe(0);
    await t.db.update(users).set({ daysVisited: 2 }).where(eq(users.id, userId));
    expect(await promoteIfEarned(counting, userId)).toBe(TrustLevel.member);
    expect(statements).toBe(1);
  });
});

describe('refreshTrustLevel', () => {
  it('promotes a member when a published moment brings the posts they lacked', async () => {
    const author = await insertTestUser(t.db, { nickname: 'Poster' });
    await t.db
      .update(users)
      .set({ trustLevel: TrustLevel.new, daysVisited: 2 })
      .where(eq(users.id, author.id));
    await publishedMoments(author.id, 1, 1);
    expect((await stored(author.id)).trustLevel).toBe(TrustLevel.new);
    await createMoment(
      testActor(toCurrentUser(await stored(author.id))),
      createMomentSchema.parse({ type: 0, title: 'Second', content: '<p>Body</p>', nodeId }),
      t.db,
    );
    expect((await stored(author.id)).trustLevel).toBe(TrustLevel.member);
    expect(await trustNotices(author.id)).toEqual([{ type: 'trust_member', actorId: 0 }]);
  });

  it('promotes the author of a held moment when staff approve it', async () => {
    const moderator = await insertTestUser(t.db, { nickname: 'Approver', role: 'moderator' });
    const userId = await newMember({ daysVisited: 2 });
    await publishedMoments(userId, 1, 1);
    const [held] = await t.db
      .insert(moments)
      .values({
        userId,
        title: 'held',
        content: '<p>x</p>',
        contentText: 'x',
        images: '[]',
        hiddenContent: '',
        status: ContentStatus.pending,
      })
      .$returningId();
    expect(await refreshTrustLevel(userId, t.db)).toBe(false);
    await decideReview('moment', held!.id, 'approve', { actor: moderator, reason: '', ip: '' }, t.db);
    expect((await stored(userId)).trustLevel).toBe(TrustLevel.member);
  });

  it('makes a regular of a member once the likes arrive, counting comments too', async () => {
    const userId = await newMember({ trustLevel: TrustLevel.member, daysVisited: 3 });
    await publishedMoments(userId, 1, 1);
    await publishedMoments(userId, 1, 0);
    const [comment] = await t.db
      .insert(comments)
      .values({ entityType: 1, entityId: 1, userId, content: 'hi', images: '[]' })
      .$returningId();
    expect(await refreshTrustLevel(userId, t.db)).toBe(false);
    await t.db.update(comments).set({ likeCount: 1 }).where(eq(comments.id, comment!.id));
    const member = (await readTrustMember(userId, t.db))!;
    expect(await readTrustStats(member, t.db)).toMatchObject({ posts: 3, likesReceived: 2, daysVisited: 3 });
    expect(await refreshTrustLevel(userId, t.db)).toBe(true);
    expect((await stored(userId)).trustLevel).toBe(TrustLevel.regular);
    expect(await trustNotices(userId)).toEqual([{ type: 'trust_regular', actorId: 0 }]);
    expect(await refreshTrustLevel(userId, t.db)).toBe(false);
  });

  it('leaves out deleted and held items', async () => {
    const userId = await newMember({ daysVisited: 2 });
    await publishedMoments(userId, 2, 1);
    await t.db
      .update(moments)
      .set({ status: ContentStatus.deleted })
      .where(and(eq(moments.userId, userId), eq(moments.title, 'm0')));
    expect(await refreshTrustLevel(userId, t.db)).toBe(false);
    expect((await stored(userId)).trustLevel).toBe(TrustLevel.new);
  });

  it('never lowers a level by itself', async () => {
    const regular = await newMember({ trustLevel: TrustLevel.regular });
    const member = await newMember({ trustLevel: TrustLevel.member });
    expect(await refreshTrustLevel(regular, t.db)).toBe(false);
    expect(await refreshTrustLevel(member, t.db)).toBe(false);
    expect((await stored(regular)).trustLevel).toBe(TrustLevel.regular);
    expect((await stored(member)).trustLevel).toBe(TrustLevel.member);
  });

  it('keeps a locked level as staff set it', async () => {
    const userId = await newMember({ trustLevelLocked: true, daysVisited: 5 });
    await publishedMoments(userId, 4, 1);
    expect(await refreshTrustLevel(userId, t.db)).toBe(false);
    expect((await stored(userId)).trustLevel).toBe(TrustLevel.new);
    expect(await trustNotices(userId)).toEqual([]);
  });

  it('holds back a member with more flags upheld than a level allows', async () => {
    const flagged = await newMember({ daysVisited: 5, flagsUpheldAgainst: 2 });
    await publishedMoments(flagged, 4, 1);
    expect(await refreshTrustLevel(flagged, t.db)).toBe(false);
    expect((await stored(flagged)).trustLevel).toBe(TrustLevel.new);
    // One upheld flag is within the member level's maximum, not the regular one's.
    await t.db.update(users).set({ flagsUpheldAgainst: 1 }).where(eq(users.id, flagged));
    expect(await refreshTrustLevel(flagged, t.db)).toBe(true);
    expect((await stored(flagged)).trustLevel).toBe(TrustLevel.member);
  });

  it('leaves staff alone: their role stands above the levels', async () => {
    const userId = await newMember({ role: 'moderator', daysVisited: 5 });
    await publishedMoments(userId, 4, 1);
    expect(await refreshTrustLevel(userId, t.db)).toBe(false);
    expect((await stored(userId)).trustLevel).toBe(TrustLevel.new);
  });
});
