import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testDatabase.ts';
import { users } from '@/server/db/schema/index.ts';
import { commentTestRows } from '../factories/commentTestRows.ts';
import { toggleFavorite, toggleLike } from '@/server/reactions/toggleReaction.ts';
import { toggleFollow } from '@/server/follows/toggleFollow.ts';
import { checkIn } from '@/server/checkin/checkIn.ts';
import { ApiError } from '@/server/http/ApiError.ts';
import { EntityType } from '@/shared/content/entityType.ts';

// Issue 9: 200 concurrent callers through the real services leave every counter equal to its rows.
const CALLERS = 200;
const RULES = { timeZone: 'UTC', scoreRules: { moment: 5, comment: 2, checkin: 3, answer: 10 } };

let t: TestDatabase;
let rows: ReturnType<typeof commentTestRows>;
let author: number;
let members: number[];

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const [result] = await t.pool.query(sql, params);
  return result as T[];
}

async function insertUsers(count: number): Promise<number[]> {
  const stamp = Date.now().toString(36);
  const values = Array.from({ length: count }, (_, index) => ({ nickname: `load${stamp}${index}` }));
  await t.db.insert(users).values(values);
  const found = await query<{ id: number }>('SELECT id FROM users WHERE nickname LIKE ? ORDER BY id', [
    `load${stamp}%`,
  ]);
  return found.map((row) => Number(row.id));
}

/** Rows whose key occurs more than once (none may: the keys are the uniqueness rules). */
async function duplicates(table: string, key: string): Promise<unknown[]> {
  return query(`SELECT ${key}, COUNT(*) AS n FROM ${table} GROUP BY ${key} HAVING COUNT(*) > 1`);
}

/** Targets whose stored counter differs from the rows that count for it. */
async function counterDrift(
  target: 'moments' | 'articles',
  column: string,
  table: 'likes' | 'favorites',
  entityType: number,
): Promise<unknown[]> {
  return query(
    `SELECT t.id, t.${column} AS stored, COUNT(r.user_id) AS actual FROM ${target} t
     LEFT JOIN ${table} r ON r.entity_type = ? AND r.entity_id = t.id
     GROUP BY t.id, t.${column} HAVING stored <> actual`,
    [entityType],
  );
}

async function followDrift(): Promise<unknown[]> {
  return query(
    `SELECT u.id, u.fans_count, u.follow_count,
       (SELECT COUNT(*) FROM follows f WHERE f.followee_id = u.id) AS fans,
       (SELECT COUNT(*) FROM follows f WHERE f.follower_id = u.id) AS followed
     FROM users u HAVING fans_count <> fans OR follow_count <> followed`,
  );
}

async function scoreDrift(): Promise<unknown[]> {
  return query(
    `SELECT u.id, u.score, COALESCE(SUM(s.amount), 0) AS ledger FROM users u
     LEFT JOIN score_logs s ON s.user_id = u.id GROUP BY u.id, u.score HAVING u.score <> ledger`,
  );
}

beforeAll(async () => {
  t = await createTestDatabase();
  rows = commentTestRows(t);
  author = await rows.user();
  members = await insertUsers(CALLERS);
  expect(members).toHaveLength(CALLERS);
});
afterAll(async () => {
  await t?.cleanup();
});

describe(`counters under ${CALLERS} concurrent callers`, () => {
  it('likes and unlikes on one moment: like_count equals the like rows', async () => {
    const momentId = await rows.moment(author);
    const early = members.slice(0, CALLERS / 2);
    await Promise.all(early.map((member) => toggleLike(member, 'moment', momentId, t.db)));
    // Mixed: the first half unlikes while the second half likes, all at once.
    const results = await Promise.all(members.map((member) => toggleLike(member, 'moment', momentId, t.db)));
    expect(results.filter((result) => result.liked)).toHaveLength(CALLERS / 2);
    expect(results.slice(0, CALLERS / 2).every((result) => !result.liked)).toBe(true);
    expect((await rows.momentRow(momentId)).likeCount).toBe(CALLERS / 2);
    expect(await counterDrift('moments', 'like_count', 'likes', EntityType.moment)).toEqual([]);
    expect(await duplicates('likes', 'user_id, entity_type, entity_id')).toEqual([]);
  });

  it('every member toggling twice at once leaves the like where it was', async () => {
    const momentId = await rows.moment(author);
    const twice = members.flatMap((member) => [member, member]);
    await Promise.all(twice.map((member) => toggleLike(member, 'moment', momentId, t.db)));
    expect((await rows.momentRow(momentId)).likeCount).toBe(0);
    expect(await counterDrift('moments', 'like_count', 'likes', EntityType.moment)).toEqual([]);
  });

  it('favorites and unfavorites on one article: favorite_count equals the favorite rows', async () => {
    const articleId = await rows.article(author);
    await Promise.all(
      members.filter((_, index) => index % 2 === 0).map((m) => toggleFavorite(m, 'article', articleId, t.db)),
    );
    const results = await Promise.all(
      members.map((member) => toggleFavorite(member, 'article', articleId, t.db)),
    );
    expect(results.filter((result) => result.favorited)).toHaveLength(CALLERS / 2);
    expect((await rows.articleRow(articleId)).favoriteCount).toBe(CALLERS / 2);
    const type = EntityType.article;
    expect(await counterDrift('articles', 'favorite_count', 'favorites', type)).toEqual([]);
    expect(await duplicates('favorites', 'user_id, entity_type, entity_id')).toEqual([]);
  });

  it('follows and unfollows of one member: fans and follow counts equal the follow rows', async () => {
    const star = await rows.user();
    await Promise.all(members.slice(0, 50).map((member) => toggleFollow(member, star, t.db)));
    const results = await Promise.all(members.map((member) => toggleFollow(member, star, t.db)));
    expect(results.filter((result) => result.following)).toHaveLength(CALLERS - 50);
    // The star follows everyone back while they follow it: both directions move at once.
    await Promise.all(members.slice(0, 100).map((member) => toggleFollow(star, member, t.db)));
    expect((await rows.userRow(star)).fansCount).toBe(CALLERS - 50);
    expect((await rows.userRow(star)).followCount).toBe(100);
    expect(await followDrift()).toEqual([]);
    expect(await duplicates('follows', 'follower_id, followee_id')).toEqual([]);
  });

  it('check-ins: 200 members each once, one member 200 times at once, paid exactly once each', async () => {
    const now = new Date('2025-02-03T10:00:00Z');
    const results = await Promise.all(members.map((member) => checkIn(member, RULES, now, t.db)));
    expect(results.map((result) => result.todayRank).sort((a, b) => a - b)).toEqual(
      Array.from({ length: CALLERS }, (_, index) => index + 1),
    );
    const eager = await rows.user();
    const attempts = await Promise.allSettled(
      Array.from({ length: CALLERS }, () => checkIn(eager, RULES, now, t.db)),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    const refusals = attempts.flatMap((attempt) => (attempt.status === 'rejected' ? [attempt.reason] : []));
    expect(refusals.every((reason) => reason instanceof ApiError && reason.status === 409)).toBe(true);
    const day = await query<{ n: number }>('SELECT COUNT(*) AS n FROM checkins WHERE day = ?', [
      '2025-02-03',
    ]);
    expect(Number(day[0]?.n)).toBe(CALLERS + 1);
    expect((await rows.userRow(eager)).score).toBe(RULES.scoreRules.checkin);
    expect(await duplicates('checkins', 'user_id, day')).toEqual([]);
    expect(await duplicates('score_logs', 'user_id, source, ref_id')).toEqual([]);
    expect(await scoreDrift()).toEqual([]);
  });
});
