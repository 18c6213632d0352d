import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type mysql from 'mysql2/promise';
import { createDatabase, createPool, type Database } from '@/server/db/client.ts';
import { verifyPassword } from '@/server/auth/password.ts';
import { sanitizeContent } from '@/server/content/sanitizeContent.ts';
import { MysqlSearchEngine } from '@/server/search/mysqlSearchEngine.ts';
import {
  articleSources,
  momentSources,
  userSources,
  type SourceBatch,
} from '@/server/search/searchDocumentSources.ts';
import { indexTokens } from '@/server/search/searchTokens.ts';
import { SEARCH_KIND_CODE } from '@/server/search/searchKindCode.ts';
import { loadSiteConfig } from '@/server/site/siteConfig.queries.ts';
import type { SearchKind } from '@/shared/search/searchQuery.ts';
import { createEmptyDatabase } from '../../../tests/testDatabase.ts';
import { buildDataset, type BuiltDataset } from './buildDataset.ts';
import { checkConsistency, CONSISTENCY_CHECK_NAMES } from './consistencyCheck.ts';
import type { DatasetSize } from './datasetSizes.ts';
import { BENCH_PASSWORD } from './generateDataset.ts';

const TINY: DatasetSize = {
  users: 100,
  moments: 300,
  articles: 30,
  comments: 3000,
  tags: 100,
  sampleComments: 60,
  likesPerMoment: 3,
  favoritesPerMoment: 1,
  commentLikeShare: 0.1,
  followsPerUser: 5,
  checkinUsers: 10,
};

let drop: () => Promise<void>;
let pool: mysql.Pool;
let db: Database;
let built: BuiltDataset;

async function count(sql: string, values: unknown[] = []): Promise<number> {
  const [rows] = await pool.query(sql, values);
  return Number((rows as Array<{ n: number | string }>)[0]!.n);
}

beforeAll(async () => {
  const created = await createEmptyDatabase('plaza_dataset');
  drop = created.drop;
  built = await buildDataset(created.settings, TINY);
  pool = createPool(created.settings, { connectionLimit: 4 });
  db = createDatabase(pool);
}, 60_000);

afterAll(async () => {
  await pool?.end();
  await drop?.();
});

describe('generated data set', () => {
  it('fills every table to the requested size', () => {
    expect(built.counts).toMatchObject({
      users: TINY.users + 1,
      moments: TINY.moments,
      articles: TINY.articles,
      comments: TINY.comments,
      nodes: 12,
      tags: TINY.tags,
      search_documents: TINY.moments + TINY.articles + TINY.users + 1,
    });
    for (const table of ['likes', 'favorites', 'follows', 'score_logs', 'checkins', 'moment_tags']) {
      expect(built.counts[table], table).toBeGreaterThan(0);
    }
  });

  it('keeps every counter, balance and search document in line with the rows', () => {
    const zeros = Object.fromEntries(CONSISTENCY_CHECK_NAMES.map((name) => [name, 0]));
    expect(built.consistency.mismatches).toEqual(zeros);
    expect(built.consistency.ok).toBe(true);
  });

  it('notices a counter or balance that disagrees with its rows', async () => {
    const broken: Array<[string, string, string[]]> = [
      ['moments', 'comment_count', ['moments.comment_count']],
      ['comments', 'reply_count', ['comments.reply_count']],
      ['users', 'fans_count', ['users.fans_count']],
      ['users', 'score', ['users.score', 'users.score = last balance_after']],
      ['tags', 'moment_count', ['tags.moment_count']],
    ];
    for (const [table, column, checks] of broken) {
      await pool.query(`UPDATE ${table} SET ${column} = ${column} + 1 WHERE id = 2`);
      const report = await checkConsistency(pool);
      await pool.query(`UPDATE ${table} SET ${column} = ${column} - 1 WHERE id = 2`);
      expect(report.ok, `${table}.${column}`).toBe(false);
      for (const check of checks) expect(report.mismatches[check], check).toBe(1);
    }
  });

  it('gives each check-in its place in its day, by time and then member, as checkIn stores it', async () => {
    const [rows] = await pool.query(
      `SELECT COUNT(*) AS wrong FROM checkins c WHERE c.day_rank <> (SELECT COUNT(*) FROM checkins e
        WHERE e.day = c.day AND (e.created_at < c.created_at OR (e.created_at = c.created_at AND e.user_id <= c.user_id)))`,
    );
    expect(Number((rows as { wrong: number }[])[0]!.wrong)).toBe(0);
    const [ranked] = await pool.query('SELECT COUNT(*) AS n FROM checkins WHERE day_rank > 0');
    expect(Number((ranked as { n: number }[])[0]!.n)).toBe(built.counts.checkins);
  });

  it('writes each balance_after as the running sum of the ledger', async () => {
    const [rows] = await pool.query(
      'SELECT user_id, amount, balance_after FROM score_logs ORDER BY user_id, id',
    );
    const running = new Map<number, number>();
    let wrong = 0;
    for (const row of rows as Array<{ user_id: number; amount: number; balance_after: number }>) {
      const balance = (running.get(row.user_id) ?? 0) + row.amount;
      running.set(row.user_id, balance);
      if (balance !== row.balance_after) wrong += 1;
    }
    expect(running.size).toBeGreaterThan(1);
    expect(wrong).toBe(0);
  });

  it('indexes exactly what searchIndexSync would', async () => {
    const kinds: Array<[SearchKind, (d: Database, r: { ids: number[] }) => Promise<SourceBatch>]> = [
      ['moment', momentSources],
      ['article', articleSources],
      ['user', userSources],
    ];
    const sortedTokens = (tokens: string) => tokens.split(' ').sort().join(' ');
    for (const [kind, load] of kinds) {
      const ids = Array.from({ length: 25 }, (_, index) => index + 1);
      const { documents } = await load(db, { ids });
      expect(documents.length, kind).toBe(25);
      const [rows] = await pool.query(
        'SELECT entity_id, node_id, user_id, title_tokens, body_tokens, published_at FROM search_documents WHERE kind = ? AND entity_id IN (?)',
        [SEARCH_KIND_CODE[kind], ids],
      );
      const stored = new Map((rows as Array<Record<string, unknown>>).map((row) => [row['entity_id'], row]));
      for (const document of documents) {
        const row = stored.get(document.entityId)!;
        expect(row, `${kind} ${document.entityId}`).toBeDefined();
        expect(row['title_tokens']).toBe(indexTokens(document.title));
        // Tag names come back in the join's order; the index does not care about token order.
        expect(sortedTokens(String(row['body_tokens']))).toBe(sortedTokens(indexTokens(document.body)));
        expect([row['node_id'], row['user_id']]).toEqual([document.nodeId, document.userId]);
        expect((row['published_at'] as Date).getTime()).toBe(document.publishedAt.getTime());
      }
    }
  });

  it('stores bodies as sanitizeContent would', async () => {
    for (const table of ['moments', 'articles']) {
      const [rows] = await pool.query(
        `SELECT content, content_text, excerpt FROM ${table} ORDER BY id LIMIT 40`,
      );
      for (const row of rows as Array<{ content: string; content_text: string; excerpt: string }>) {
        const clean = sanitizeContent(row.content);
        expect([row.content, row.content_text, row.excerpt]).toEqual([clean.html, clean.text, clean.excerpt]);
      }
    }
  });

  it('finds generated English and Chinese words through the search engine', async () => {
    const engine = new MysqlSearchEngine();
    const { english, chinese } = built.sample.searchQueries;
    for (const query of [english, chinese]) {
      const page = await engine.search({ query, kind: 'moment', time: 'all', limit: 20 }, db);
      expect(page.hits.length, query).toBeGreaterThan(0);
    }
    const members = await engine.search(
      { query: built.sample.members[0]!.username, kind: 'user', time: 'all', limit: 20 },
      db,
    );
    expect(members.hits.map((hit) => hit.entityId)).toContain(built.sample.profileUserId);
  });

  it('gives the sample moment its comments with sub-replies', async () => {
    const id = built.sample.momentWithCommentsId;
    const comments = await count(
      'SELECT COUNT(*) AS n FROM comments WHERE entity_type = 0 AND entity_id = ?',
      [id],
    );
    const replies = await count(
      'SELECT COUNT(*) AS n FROM comments WHERE entity_type = 0 AND entity_id = ? AND parent_id > 0',
      [id],
    );
    expect(comments).toBeGreaterThanOrEqual(TINY.sampleComments);
    expect(replies).toBeGreaterThan(0);
  });

  it('is an installed forum: site config, default node, an owner, members who can sign in', async () => {
    const config = await loadSiteConfig(db);
    expect(await count('SELECT COUNT(*) AS n FROM nodes WHERE id = ?', [config.defaultNodeId])).toBe(1);
    const [owners] = await pool.query("SELECT username FROM users WHERE role = 'owner'");
    expect(owners).toEqual([{ username: built.ownerUsername }]);
    const member = built.sample.members[0]!;
    const [rows] = await pool.query('SELECT password_hash AS hash FROM users WHERE username = ?', [
      member.username,
    ]);
    const hash = (rows as Array<{ hash: string }>)[0]!.hash;
    expect(await verifyPassword(hash, BENCH_PASSWORD)).toBe(true);
    expect(built.sample.members).toHaveLength(TINY.users);
  });

  it('has something in every side widget and the notice bar: links, a notice, recommended tags', async () => {
    expect(await count('SELECT COUNT(*) AS n FROM friend_links WHERE status = 0')).toBeGreaterThan(0);
    const config = await loadSiteConfig(db);
    expect(config.siteNotification.trim()).not.toBe('');
    expect(config.recommendTags.length).toBeGreaterThan(0);
    const known = await count(
      `SELECT COUNT(*) AS n FROM tags WHERE name IN (${config.recommendTags.map(() => '?').join(', ')})`,
      config.recommendTags,
    );
    expect(known).toBe(config.recommendTags.length);
  });
});
