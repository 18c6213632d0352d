import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { saveSiteConfig } from '../site/siteConfig.commands.ts';
import { articles, messages, moderationLogs, moments, nodes, users } from '../db/schema/index.ts';
import { toCurrentUser } from '../users/publicUser.ts';
import { createMoment } from '../moments/moments.commands.ts';
import { createArticle } from '../articles/articles.commands.ts';
import { postComment } from '../comments/postComment.ts';
import { banUser, liftBan } from './bans.commands.ts';
import { moderateDelete } from './moderateDelete.ts';
import { setMomentFlag } from './momentFlags.commands.ts';
import { AUDIT_DETAIL_TEXT_MAX, recordAction } from './recordAction.ts';
import { textLength } from '@/shared/text/textLength.ts';
import { createMomentSchema } from '@/shared/moments/momentSchemas.ts';
import { createCommentSchema } from '@/shared/comments/commentSchemas.ts';
import { articleCreateSchema } from '@/shared/articles/articleSchemas.ts';
import { testActor } from '../../../tests/testActor.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { BAN_FOREVER, type BanDuration } from '@/shared/users/ban.ts';
import type { CurrentUser, Role } from '@/shared/users/currentUser.ts';

const t = useTestDatabase();
const ip = '203.0.113.9';

let seq = 0;
async function member(role: Role = 'user'): Promise<CurrentUser> {
  seq += 1;
  const [row] = await t.db
    .insert(users)
    .values({ nickname: `M${seq}`, email: `mod${seq}@example.com`, role })
    .$returningId();
  return reload(row!.id);
}
async function reload(id: number, now?: Date): Promise<CurrentUser> {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return toCurrentUser(row!, now);
}
async function momentOf(author: CurrentUser): Promise<number> {
  const input = createMomentSchema.parse({ type: 0, title: 'Hello', content: '<p>Body</p>' });
  return (await createMoment(testActor(author, {}, ip), input, t.db)).id;
}
async function articleOf(author: CurrentUser): Promise<number> {
  const input = articleCreateSchema.parse({ title: 'A title', content: '<p>Article body</p>' });
  return (await createArticle(testActor(author, {}, ip), input, t.db)).id;
}
async function auditRows(action: string, targetId: number) {
  return t.db
    .select()
    .from(moderationLogs)
    .where(and(eq(moderationLogs.action, action), eq(moderationLogs.targetId, targetId)));
}
async function outcome(run: () => Promise<unknown>): Promise<'ok' | number> {
  try {
    await run();
    return 'ok';
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number') return status;
    throw error;
  }
}

beforeAll(async () => {
  // These count the author's messages: badge notices (src/server/badges) would add to them.
  await saveSiteConfig({ badges: { enabled: false } }, t.db);
  await t.db.insert(nodes).values({ name: 'General', sortOrder: 1 });
});

const ROLES: Role[] = ['owner', 'admin', 'moderator', 'user'];

describe('permission matrix', () => {
  // [role] → [delete moment, delete article, recommend, sticky, ban 7d, ban forever, ban admin, ban moderator, lift]
  const expected: Record<Role, Array<'ok' | 403>> = {
    owner: ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
    admin: ['ok', 'ok', 'ok', 'ok', 'ok', 403, 403, 'ok', 'ok'],
    moderator: ['ok', 'ok', 'ok', 'ok', 'ok', 403, 403, 403, 'ok'],
    user: [403, 403, 403, 403, 403, 403, 403, 403, 403],
  };

  for (const role of ROLES) {
    it(`${role}: each action allowed or refused`, async () => {
      const actor = await member(role);
      const author = await member();
      const admin = await member('admin');
      const moderator = await member('moderator');
      const banned = await member();
      await banUser(
        { id: (await member('owner')).id, role: 'owner' },
        { userId: banned.id, duration: '7d', reason: 'x' },
        ip,
        t.db,
      );
      const ban = (userId: number, duration: BanDuration) => () =>
        banUser(actor, { userId, duration, reason: 'Spam links' }, ip, t.db);
      const results = [
        await outcome(async () =>
          moderateDelete(actor, 'moment', { id: await momentOf(author), reason: 'Off topic' }, ip, t.db),
        ),
        await outcome(async () =>
          moderateDelete(actor, 'article', { id: await articleOf(author), reason: 'Off topic' }, ip, t.db),
        ),
        await outcome(async () =>
          setMomentFlag(actor, 'recommend', { id: await momentOf(author), on: true }, ip, t.db),
        ),
        await outcome(async () =>
          setMomentFlag(actor, 'sticky', { id: await momentOf(author), on: true }, ip, t.db),
        ),
        await outcome(ban(author.id, '7d')),
        await outcome(ban((await member()).id, 'forever')),
        await outcome(ban(admin.id, '7d')),
        await outcome(ban(moderator.id, '7d')),
        await outcome(() => liftBan(actor, { userId: banned.id }, ip, t.db)),
      ];
      expect(results).toEqual(expected[role]);
    });
  }

  it('nobody bans the owner or themselves; an admin cannot ban an admin', async () => {
    const owner = await member('owner');
    const otherOwner = await member('owner');
    const admin = await member('admin');
    const otherAdmin = await member('admin');
    expect(
      await outcome(() => banUser(owner, { userId: otherOwner.id, duration: '7d', reason: 'r' }, ip, t.db)),
    ).toBe(403);
    expect(
      await outcome(() => banUser(owner, { userId: owner.id, duration: '7d', reason: 'r' }, ip, t.db)),
    ).toBe(403);
    expect(
      await outcome(() => banUser(admin, { userId: otherAdmin.id, duration: '7d', reason: 'r' }, ip, t.db)),
    ).toBe(403);
  });

  it('refuses a ban without a reason (400) or of a missing user (404)', async () => {
    const owner = await member('owner');
    const target = await member();
    expect(
      await outcome(() => banUser(owner, { userId: target.id, duration: '7d', reason: '  ' }, ip, t.db)),
    ).toBe(400);
    expect(
      await outcome(() => banUser(owner, { userId: 999_999, duration: '7d', reason: 'r' }, ip, t.db)),
    ).toBe(404);
    expect(await outcome(() => moderateDelete(owner, 'moment', { id: 999_999, reason: 'r' }, ip, t.db))).toBe(
      404,
    );
  });
});

describe('bans', () => {
  it('stores the end and reason, writes audit rows, and lifting clears them', async () => {
    const owner = await member('owner');
    const target = await member();
    const before = Date.now();
    const { until } = await banUser(owner, { userId: target.id, duration: '7d', reason: ' Spam ' }, ip, t.db);
    const untilMs = new Date(until!).getTime();
    expect(untilMs - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(untilMs - before).toBeLessThan(7 * 86_400_000 + 60_000);
    expect((await reload(target.id)).ban).toEqual({ until, reason: 'Spam' });
    const [log] = await auditRows('user.ban', target.id);
    expect(log).toMatchObject({ actorId: owner.id, targetType: 'user', reason: 'Spam', ip });
    expect(JSON.parse(log!.detail)).toEqual({ duration: '7d', until });

    expect(
      await banUser(owner, { userId: target.id, duration: 'forever', reason: 'Again' }, ip, t.db),
    ).toEqual({ until: null });
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.bannedUntil!.getTime()).toBe(BAN_FOREVER.getTime());
    expect((await reload(target.id)).ban).toEqual({ until: null, reason: 'Again' });

    await liftBan(owner, { userId: target.id, reason: 'Appeal accepted' }, ip, t.db);
    expect((await reload(target.id)).ban).toBeNull();
    expect(await auditRows('user.unban', target.id)).toHaveLength(1);
  });

  it('a refused ban changes nothing and writes no audit row', async () => {
    const moderator = await member('moderator');
    const target = await member();
    expect(
      await outcome(() =>
        banUser(moderator, { userId: target.id, duration: 'forever', reason: 'r' }, ip, t.db),
      ),
    ).toBe(403);
    expect((await reload(target.id)).ban).toBeNull();
    expect(await auditRows('user.ban', target.id)).toHaveLength(0);
  });
});

describe('ban enforcement', () => {
  it('refuses a banned member posting with the reason, and lets them post once the ban has run out', async () => {
    const owner = await member('owner');
    const target = await member();
    await banUser(owner, { userId: target.id, duration: '7d', reason: 'Flooding' }, ip, t.db);
    const banned = await reload(target.id);
    const post = createMomentSchema.parse({ type: 0, title: 'Hi', content: '<p>x</p>' });
    await expect(createMoment(testActor(banned, {}, ip), post, t.db)).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining('Reason: Flooding'),
    });
    const article = articleCreateSchema.parse({ title: 'T', content: '<p>x</p>' });
    await expect(createArticle(testActor(banned, {}, ip), article, t.db)).rejects.toMatchObject({
      status: 403,
    });

    const comment = createCommentSchema.parse({ entityType: 'moment', entityId: 1, content: 'Hello there' });
    await expect(postComment(testActor(banned, {}, ip), comment, t.db)).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining('Reason: Flooding'),
    });

    const eightDaysOn = new Date(Date.now() + 8 * 86_400_000);
    const later = await reload(target.id, eightDaysOn);
    expect(later.ban).toBeNull();
    expect((await createMoment(testActor(later, {}, ip), post, t.db)).id).toBeGreaterThan(0);
  });

  it('says "permanently" for a forever ban', async () => {
    const owner = await member('owner');
    const target = await member();
    await banUser(owner, { userId: target.id, duration: 'forever', reason: 'Abuse' }, ip, t.db);
    const post = createMomentSchema.parse({ type: 0, title: 'Hi', content: '<p>x</p>' });
    await expect(createMoment(testActor(await reload(target.id), {}, ip), post, t.db)).rejects.toMatchObject({
      status: 403,
      message: 'You are banned permanently. Reason: Abuse',
    });
  });
});

describe('content actions', () => {
  it('delete keeps counts exact, writes an audit row and tells the author the reason', async () => {
    const moderator = await member('moderator');
    const author = await member();
    const id = await momentOf(author);
    expect((await reload(author.id)).momentCount).toBe(1);
    await moderateDelete(moderator, 'moment', { id, reason: 'Duplicate post' }, ip, t.db);
    const [row] = await t.db.select().from(moments).where(eq(moments.id, id));
    expect(row!.status).toBe(ContentStatus.deleted);
    expect((await reload(author.id)).momentCount).toBe(0);
    expect(await auditRows('moment.delete', id)).toHaveLength(1);
    const [message] = await t.db.select().from(messages).where(eq(messages.userId, author.id));
    expect(message).toMatchObject({ type: 'delete', quote: 'Duplicate post', entityId: id });
    // A second delete finds nothing to delete.
    expect(await outcome(() => moderateDelete(moderator, 'moment', { id, reason: 'again' }, ip, t.db))).toBe(
      404,
    );

    const articleId = await articleOf(author);
    await moderateDelete(moderator, 'article', { id: articleId, reason: 'Copied' }, ip, t.db);
    const [article] = await t.db.select().from(articles).where(eq(articles.id, articleId));
    expect(article!.status).toBe(ContentStatus.deleted);
    expect(await auditRows('article.delete', articleId)).toHaveLength(1);
  });

  it('a delete without a reason is refused (400)', async () => {
    const moderator = await member('moderator');
    const id = await momentOf(await member());
    expect(await outcome(() => moderateDelete(moderator, 'moment', { id, reason: '' }, ip, t.db))).toBe(400);
  });

  it('recommend and sticky set and clear the flags, with audit rows and one message each', async () => {
    const moderator = await member('moderator');
    const author = await member();
    const id = await momentOf(author);
    await setMomentFlag(moderator, 'recommend', { id, on: true }, ip, t.db);
    await setMomentFlag(moderator, 'sticky', { id, on: true }, ip, t.db);
    let [row] = await t.db.select().from(moments).where(eq(moments.id, id));
    expect(row).toMatchObject({ recommended: true, sticky: true });
    expect(await setMomentFlag(moderator, 'sticky', { id, on: true }, ip, t.db)).toEqual({ changed: false });
    await setMomentFlag(moderator, 'recommend', { id, on: false }, ip, t.db);
    await setMomentFlag(moderator, 'sticky', { id, on: false }, ip, t.db);
    [row] = await t.db.select().from(moments).where(eq(moments.id, id));
    expect(row).toMatchObject({ recommended: false, sticky: false });
    for (const action of ['moment.recommend', 'moment.sticky', 'moment.unrecommend', 'moment.unsticky']) {
      expect(await auditRows(action, id)).toHaveLength(1);
    }
    const notes = await t.db
      .select({ type: messages.type })
      .from(messages)
      .where(eq(messages.userId, author.id));
    expect(notes.map((note) => note.type).sort()).toEqual(['recommend', 'sticky']);
  });
});

describe('long and combining text in reasons and audit rows', () => {
  const accented = (count: number) => 'e\u0301'.repeat(count);

  it('counts a ban reason in characters as users.ban_reason does: 255 emoji are a reason, 256 a 400', async () => {
    const owner = await member('owner');
    const target = await member();
    const reason = '😀'.repeat(255);
    await banUser(owner, { userId: target.id, duration: '7d', reason }, ip, t.db);
    expect((await reload(target.id)).ban?.reason).toBe(reason);
    expect(
      await outcome(() =>
        banUser(owner, { userId: target.id, duration: '7d', reason: `${reason}😀` }, ip, t.db),
      ),
    ).toBe(400);
    const zalgo = `a${'\u0301'.repeat(300)}`;
    expect(
      await outcome(() => banUser(owner, { userId: target.id, duration: '7d', reason: zalgo }, ip, t.db)),
    ).toBe(400);
  });

  it('cuts an optional reason between graphemes, never inside a letter or an emoji', async () => {
    const moderator = await member('moderator');
    const id = await momentOf(await member());
    await setMomentFlag(moderator, 'recommend', { id, on: true, reason: '😀'.repeat(300) }, ip, t.db);
    await setMomentFlag(moderator, 'recommend', { id, on: false, reason: accented(300) }, ip, t.db);
    const [recommend] = await auditRows('moment.recommend', id);
    expect(recommend!.reason).toBe('😀'.repeat(255));
    const [unrecommend] = await auditRows('moment.unrecommend', id);
    expect(unrecommend!.reason).toBe(accented(127));
  });

  it('keeps an audit row whose reason, address and detail are longer than their columns', async () => {
    const moderator = await member('moderator');
    await recordAction(t.db, {
      actorId: moderator.id,
      action: 'node.update',
      targetType: 'node',
      targetId: 424_242,
      reason: accented(400),
      detail: { before: 'x'.repeat(70_000), after: ['😀'.repeat(40_000)] },
      ip: 'f'.repeat(100),
    });
    const [row] = await auditRows('node.update', 424_242);
    expect(row!.reason).toBe(`${accented(249)}…`);
    expect(row!.ip).toBe('f'.repeat(64));
    const detail = JSON.parse(row!.detail) as { before: string; after: string[] };
    expect(detail.before).toBe(`${'x'.repeat(AUDIT_DETAIL_TEXT_MAX - 1)}…`);
    expect(detail.after).toEqual([`${'😀'.repeat(AUDIT_DETAIL_TEXT_MAX - 1)}…`]);
    expect(textLength(row!.detail, 'bytes')).toBeLessThan(65_535);
  });
});
