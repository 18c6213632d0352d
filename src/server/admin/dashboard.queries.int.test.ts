import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { articles, comments, moments, reports, users } from '../db/schema/index.ts';
import { analyzeStatement, expectRowsRead, statementOf } from '../../../tests/queryPlans.ts';
import { DASHBOARD_DAYS, loadDashboard, perQuarterHourQuery, seriesSince } from './dashboard.queries.ts';

const test = useTestDatabase();
const now = new Date('2026-03-15T10:00:00.000Z');
const at = (iso: string) => new Date(iso);
const body = { content: '', contentText: '', hiddenContent: '', images: '[]' };

beforeAll(async () => {
  await test.db.insert(users).values([
    { nickname: 'Today a', createdAt: at('2026-03-15T00:00:00.000Z') },
    { nickname: 'Today b', createdAt: at('2026-03-15T09:59:00.000Z') },
    { nickname: 'First day', createdAt: at('2026-02-14T00:00:00.000Z') },
    // The day before the window: left out of the chart, still a member.
    { nickname: 'Too old', createdAt: at('2026-02-13T23:59:59.999Z') },
    { nickname: 'Deleted', status: 1, createdAt: at('2026-03-10T12:00:00.000Z') },
  ]);
  await test.db.insert(moments).values([
    { ...body, userId: 1, createdAt: at('2026-03-10T01:00:00.000Z') },
    { ...body, userId: 1, createdAt: at('2026-03-10T23:00:00.000Z') },
    { ...body, userId: 1, status: 1, createdAt: at('2026-03-11T05:00:00.000Z') },
    { ...body, userId: 1, status: 2, createdAt: at('2025-12-01T05:00:00.000Z') },
  ]);
  await test.db.insert(articles).values([
    { ...body, userId: 2, title: 'A', createdAt: at('2026-03-01T12:00:00.000Z') },
    { ...body, userId: 2, title: 'B', status: 1, createdAt: at('2026-01-01T12:00:00.000Z') },
  ]);
  await test.db.insert(comments).values([
    {
      entityType: 0,
      entityId: 1,
      userId: 2,
      content: 'x',
      images: '[]',
      createdAt: at('2026-03-14T12:00:00.000Z'),
    },
  ]);
  await test.db.insert(reports).values([
    { reporterId: 1, targetType: 'moment', targetId: 1, reason: 'spam' },
    { reporterId: 2, targetType: 'moment', targetId: 1, reason: 'spam', status: 1 },
  ]);
});

describe('loadDashboard', () => {
  it('counts live members, published content, open reports and pending review items', async () => {
    const dashboard = await loadDashboard(test.db, now);
    expect(dashboard).toMatchObject({
      members: 4,
      moments: 2,
      articles: 1,
      comments: 1,
      openReports: 1,
      pendingReview: 2,
    });
  });

  it("buckets rows per day of the site's time zone over the last 30 days and leaves older rows out", async () => {
    const { days } = await loadDashboard(test.db, now);
    expect(days).toHaveLength(DASHBOARD_DAYS);
    expect(days[0]!.day).toBe('2026-02-14');
    expect(days.at(-1)!.day).toBe('2026-03-15');
    const byDay = new Map(days.map((day) => [day.day, day]));
    expect(byDay.get('2026-03-15')).toMatchObject({ users: 2, moments: 0 });
    expect(byDay.get('2026-02-14')).toMatchObject({ users: 1 });
    expect(byDay.get('2026-03-10')).toMatchObject({ users: 1, moments: 2 });
    expect(byDay.get('2026-03-11')).toMatchObject({ moments: 1 });
    expect(byDay.get('2026-03-01')).toMatchObject({ articles: 1 });
    expect(byDay.get('2026-03-14')).toMatchObject({ comments: 1 });
    const sum = (key: 'users' | 'moments' | 'articles' | 'comments') =>
      days.reduce((total, day) => total + day[key], 0);
    expect([sum('users'), sum('moments'), sum('articles'), sum('comments')]).toEqual([4, 3, 1, 1]);
  });

  it("counts the days of the site's time zone, not UTC's", async () => {
    // 10:00 UTC is 18:00 in Shanghai: the same today, but 23:00 UTC on the 10th is the 11th there.
    const { days } = await loadDashboard(test.db, now, 'Asia/Shanghai');
    const byDay = new Map(days.map((day) => [day.day, day]));
    expect(days.at(-1)!.day).toBe('2026-03-15');
    expect(byDay.get('2026-03-10')).toMatchObject({ users: 1, moments: 1 });
    expect(byDay.get('2026-03-11')).toMatchObject({ moments: 2 });
    // 23:59 UTC on Feb 13 is Feb 14 in Shanghai, the window's first day.
    expect(byDay.get('2026-02-14')).toMatchObject({ users: 2 });
    const inLosAngeles = await loadDashboard(test.db, now, 'America/Los_Angeles');
    // 00:00 UTC on Mar 15 is still the 14th in Los Angeles; 09:59 UTC is 02:59 on the 15th.
    expect(new Map(inLosAngeles.days.map((day) => [day.day, day])).get('2026-03-14')).toMatchObject({
      users: 1,
    });
  });

  it('reads only the last 30 days of rows through the created_at index', async () => {
    // Years of older sign-ups the chart must not read.
    await test.pool.query(
      `INSERT INTO users (nickname, created_at)
       SELECT CONCAT('old ', seq), TIMESTAMP('2024-01-01') + INTERVAL seq MINUTE FROM seq_1_to_3000`,
    );
    await test.pool.query('ANALYZE TABLE users');
    const query = perQuarterHourQuery(test.db, users, users.createdAt, seriesSince(now));
    const plan = await analyzeStatement(test.pool, statementOf(query));
    expect(plan[0]!.key).toBe('users_created_idx');
    expectRowsRead(plan[0]!, 10);
  });
});
