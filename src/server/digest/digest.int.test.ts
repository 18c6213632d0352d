import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { useSmtpSink } from '../../../tests/useSmtpSink.ts';
import { bulkMoment } from '../../../tests/factories/bulkRows.ts';
import {
  articles,
  follows,
  memberBlocks,
  moments,
  momentTags,
  nodes,
  outboxEvents,
  readMarks,
  siteConfigs,
  tags,
  users,
  watches,
} from '../db/schema/index.ts';
import { settleOutbox } from '../outbox/outboxDelivery.ts';
import { clearSiteConfigCache } from '../site/siteConfig.queries.ts';
import { readUnsubscribeLink } from '../notifications/unsubscribeLink.ts';
import { WatchKind } from '@/shared/watching/watchKinds.ts';
import { shiftDay } from '@/shared/checkin/localDay.ts';
import { DIGEST_START } from './awayMembers.ts';
import { runDigestBatch } from './digestBatch.ts';
import { startDigestRun } from './digestRuns.ts';

const t = useTestDatabase();
const sink = useSmtpSink(t);
const DAY = 86_400_000;
let counter = 0;

type MemberValues = Partial<typeof users.$inferInsert>;

async function member(values: MemberValues = {}): Promise<{ id: number; email: string }> {
  const name = `d${++counter}`;
  const email = `${name}@example.com`;
  const [row] = await t.db
    .insert(users)
    .values({
      nickname: `Member ${name}`,
      email,
      emailVerified: true,
      createdAt: new Date(Date.now() - 90 * DAY),
      ...values,
    })
    .$returningId();
  return { id: row!.id, email };
}

/** The site's day `days` ago (the site's zone is UTC in a fresh install). */
function daysAgo(days: number): string {
  return shiftDay(new Date().toISOString().slice(0, 10), -days);
}

async function moment(authorId: number, title: string, values: Partial<typeof moments.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(moments)
    .values(
      bulkMoment(counter, { userId: authorId, title, createdAt: new Date(Date.now() - DAY), ...values }),
    )
    .$returningId();
  return row!.id;
}

/** Walks a whole run from the start, batch after batch, as the outbox would; answers the digests recorded. */
async function runAll(runAt: Date, limit = Infinity): Promise<number> {
  let event = { type: 'digest.batch' as const, runAt: runAt.getTime(), cursor: DIGEST_START, notBefore: 0 };
  let sent = 0;
  for (let batch = 0; batch < limit; batch++) {
    const outcome = await runDigestBatch(event, t.db);
    sent += outcome.sent;
    if (!outcome.next) break;
    event = outcome.next;
  }
  await settleOutbox();
  return sent;
}

async function lastDigestAt(id: number): Promise<Date | null> {
  const [row] = await t.db.select({ at: users.lastDigestAt }).from(users).where(eq(users.id, id));
  return row?.at ?? null;
}

let author: number;

beforeAll(async () => {
  author = (await member({ nickname: 'Writer <b>Ada</b>' })).id;
  await moment(author, 'Harbour lights & <script>alert(1)</script>', {
    likeCount: 5,
    commentCount: 2,
    createdAt: new Date(Date.now() - 6 * 60 * 60 * 1000),
  });
});

describe('who gets a digest', () => {
  it('sends to members away long enough whose frequency is due, and to nobody else', async () => {
    const away = await member({ lastVisitDay: daysAgo(10) });
    const recent = await member({ lastVisitDay: daysAgo(2) });
    const never = await member({ lastVisitDay: daysAgo(10), digestDays: 0 });
    const unverified = await member({ lastVisitDay: daysAgo(10), emailVerified: false });
    const banned = await member({ lastVisitDay: daysAgo(10), bannedUntil: new Date(Date.now() + DAY) });
    const deleted = await member({ lastVisitDay: daysAgo(10), status: 1 });
    const awaiting = await member({ lastVisitDay: daysAgo(10), status: 2 });
    const dailyDue = await member({
      lastVisitDay: daysAgo(10),
      digestDays: 1,
      lastDigestAt: new Date(Date.now() - 22 * 60 * 60 * 1000),
    });
    const weeklyNotDue = await member({
      lastVisitDay: daysAgo(10),
      digestDays: 7,
      lastDigestAt: new Date(Date.now() - 2 * DAY),
    });
    const runAt = new Date();
    await runAll(runAt);

    const got = async (id: number) => (await lastDigestAt(id))?.getTime() === runAt.getTime();
    expect(await got(away.id)).toBe(true);
    expect(await got(dailyDue.id)).toBe(true);
    for (const left of [recent, never, unverified, banned, deleted, awaiting, weeklyNotDue]) {
      expect(await got(left.id), `member ${left.email}`).toBe(false);
      expect(sink.to(left.email)).toEqual([]);
    }
    expect(sink.to(away.email)).toHaveLength(1);
    expect(sink.to(dailyDue.email)).toHaveLength(1);
  });

  it('follows the owner’s days away, and sends nothing when the owner turned digests off', async () => {
    const fiveDays = await member({ lastVisitDay: daysAgo(5) });
    const longAway = await member({ lastVisitDay: daysAgo(40) });
    await t.db.insert(siteConfigs).values({ key: 'digest', value: JSON.stringify({ afterDays: 0 }) });
    clearSiteConfigCache();
    expect(await runAll(new Date())).toBe(0);
    expect(await lastDigestAt(longAway.id)).toBeNull();

    await t.db
      .update(siteConfigs)
      .set({ value: JSON.stringify({ afterDays: 4 }) })
      .where(eq(siteConfigs.key, 'digest'));
    clearSiteConfigCache();
    expect(await runAll(new Date())).toBe(2);
    expect(sink.to(fiveDays.email)).toHaveLength(1);
    expect(sink.to(longAway.email)).toHaveLength(1);
    await t.db.delete(siteConfigs).where(eq(siteConfigs.key, 'digest'));
    clearSiteConfigCache();
  });

  it('sends no digest when nothing new was posted since the member’s last visit', async () => {
    const upToDate = await member({ lastVisitDay: shiftDay(daysAgo(0), -8) });
    // Everything in the forum is older than that visit but the one moment from yesterday, which they read.
    const [only] = await t.db.select({ id: moments.id }).from(moments);
    await t.db.insert(readMarks).values({ userId: upToDate.id, entityType: 0, entityId: only!.id });
    await runAll(new Date());
    expect(sink.to(upToDate.email)).toEqual([]);
    expect(await lastDigestAt(upToDate.id)).toBeNull();
  });

  it('never sends one member two digests when two runs race', async () => {
    const raced = await member({ lastVisitDay: daysAgo(12) });
    const runAt = new Date();
    const sent = await Promise.all([runAll(runAt), runAll(runAt)]);
    expect(sent.sort()).toEqual([0, 1]);
    expect(sink.to(raced.email)).toHaveLength(1);
    expect(await t.db.select({ id: outboxEvents.id }).from(outboxEvents)).toEqual([]);
  });

  it('starts one run a day however many processes ask, and one more when an admin asks', async () => {
    const now = new Date();
    const asked = await Promise.all([startDigestRun({}, t.db, now), startDigestRun({}, t.db, now)]);
    expect(asked.sort()).toEqual(['not-due', 'started']);
    expect(await startDigestRun({}, t.db, new Date(now.getTime() + 60 * 60 * 1000))).toBe('not-due');
    expect(await startDigestRun({}, t.db, new Date(now.getTime() + 24 * 60 * 60 * 1000))).toBe('started');
    expect(await startDigestRun({ force: true }, t.db, new Date(now.getTime() + 25 * 60 * 60 * 1000))).toBe(
      'started',
    );
    const batches = await t.db
      .select({ payload: outboxEvents.payload })
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'digest.batch'));
    expect(batches).toHaveLength(3);
    await t.db.delete(outboxEvents).where(eq(outboxEvents.type, 'digest.batch'));
  });
});

describe('what a digest holds', () => {
  it('puts what the member follows first, then the forum’s best, leaving out blocked authors, their own, what they read and what is older', async () => {
    const reader = await member({ lastVisitDay: daysAgo(9), nickname: 'Reader' });
    const [followed, blocked, popular, tagged, nodeAuthor, other] = [
      await member({ nickname: 'Followed' }),
      await member({ nickname: 'Blocked' }),
      await member({ nickname: 'Popular' }),
      await member({ nickname: 'Tagged' }),
      await member({ nickname: 'Noded' }),
      await member({ nickname: 'Other' }),
    ];
    const [tag] = await t.db.insert(tags).values({ name: 'sailing' }).$returningId();
    const [node] = await t.db.insert(nodes).values({ name: 'Harbour' }).$returningId();
    await t.db.insert(follows).values({ followerId: reader.id, followeeId: followed.id });
    await t.db.insert(watches).values([
      { userId: reader.id, kind: WatchKind.tag, targetId: tag!.id },
      { userId: reader.id, kind: WatchKind.node, targetId: node!.id },
    ]);
    await t.db.insert(memberBlocks).values({ blockerId: reader.id, blockedId: blocked.id });

    await moment(followed.id, 'From someone followed', { likeCount: 1 });
    const taggedId = await moment(tagged.id, 'Tagged sailing', { likeCount: 4 });
    await t.db.insert(momentTags).values({ momentId: taggedId, tagId: tag!.id });
    await moment(nodeAuthor.id, 'In the watched node', { nodeId: node!.id, commentCount: 3 });
    await moment(blocked.id, 'By a blocked member', { likeCount: 500 });
    await moment(popular.id, 'The forum talks about this', { likeCount: 40, commentCount: 9 });
    await moment(reader.id, 'The reader’s own', { likeCount: 900 });
    await moment(popular.id, 'Before the last visit', {
      likeCount: 800,
      createdAt: new Date(Date.now() - 12 * DAY),
    });
    const readId = await moment(other.id, 'Already read', { likeCount: 700 });
    await t.db.insert(readMarks).values({ userId: reader.id, entityType: 0, entityId: readId });
    await moment(other.id, 'A quiet tweet without a title', {
      type: 1,
      title: '',
      excerpt: 'Short tweet excerpt',
      likeCount: 6,
    });
    await moment(other.id, 'Pending', { status: 1, likeCount: 600 });
    const [article] = await t.db
      .insert(articles)
      .values({
        userId: followed.id,
        title: 'A followed article',
        content: '<p>x</p>',
        contentText: 'x',
        publishedAt: new Date(Date.now() - DAY),
        likeCount: 2,
      })
      .$returningId();

    await runAll(new Date());
    const [mail] = sink.to(reader.email);
    const titles = mail!.text
      .split(/\r?\n/)
      .filter((line) => /^(Moment|Article): /.test(line))
      .map((line) => line.replace(/^(Moment|Article): /, ''));
    expect(titles).toEqual([
      'Tagged sailing',
      'In the watched node',
      'A followed article',
      'From someone followed',
      'The forum talks about this',
      'Harbour lights & <script>alert(1)</script>',
      'Short tweet excerpt',
    ]);
    expect(mail!.text).toContain(`/article/${article!.id}`);
    await t.db.delete(moments).where(inArray(moments.userId, [blocked.id, popular.id, other.id]));
  });
});

describe('the digest mail', () => {
  it('is written in the member’s language, with text and HTML parts, one-click unsubscribe and the settings link', async () => {
    const english = await member({ lastVisitDay: daysAgo(20), nickname: 'Eve' });
    const chinese = await member({ lastVisitDay: daysAgo(20), nickname: '小明', locale: 'zh-CN' });
    await runAll(new Date());

    const [en] = sink.to(english.email);
    expect(en!.subject).toBe('Plaza: what you missed');
    expect(en!.text).toContain('Hi Eve, here is the best of what members posted while you were away.');
    expect(en!.text).toContain('by Writer <b>Ada</b> · 5 likes · 2 comments');
    expect(en!.text).toMatch(/^Notification settings: \S*\/user\/notifications$/m);
    expect(en!.html).toContain('Harbour lights &amp; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(en!.html).toContain('Writer &lt;b&gt;Ada&lt;/b&gt;');
    expect(en!.html).not.toContain('<script>');
    expect(en!.html).not.toMatch(/<style|class=/);
    expect(en!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const header = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(en!.raw)?.[1];
    const inText = /^Unsubscribe from digests: (\S+)$/m.exec(en!.text)?.[1];
    for (const link of [header, inText]) {
      const query = new URL(link!, 'http://plaza.test').searchParams;
      expect(await readUnsubscribeLink(query, t.db)).toEqual({ userId: english.id, topic: 'digest' });
    }

    const [zh] = sink.to(chinese.email);
    expect(zh!.subject).toBe('Plaza：你错过的精彩内容');
    expect(zh!.text).toContain('小明，你好！以下是你离开期间成员们发布的精彩内容。');
    expect(zh!.text).toContain('Writer <b>Ada</b> · 5 个赞 · 2 条评论');
    expect(zh!.html).toContain('退订摘要邮件');
    expect(zh!.html).toContain('<html lang="zh-CN">');
  });
});
