// Fills a migrated, empty database with a whole forum (see ensureDataset for the presets): the
// installer's rows, members, moments, articles, comments, reactions, follows, check-ins, the score
// ledger, the search index and what the side widgets show (friend links, notice, recommended tags),
// through multi-row INSERTs on several connections.
import { hashPassword } from '../../../src/server/auth/password.ts';
import type { DatabaseSettings } from '../../../src/server/config/installConfig.ts';
import { EntityType } from '../../../src/shared/content/entityType.ts';
import { BulkWriter, type TableStats } from './bulkWriter.ts';
import { COMMENT_COLUMNS, writeCommentTimeline } from './commentTimeline.ts';
import { dropSecondaryIndexes, restoreIndexes } from './deferredIndexes.ts';
import { FIRST_MEMBER_ID, planContent, twoYearClock } from './contentPlan.ts';
import { seededRandom } from './datasetRandom.ts';
import type { DatasetSample } from './datasetInfo.ts';
import type { DatasetSize } from './datasetSizes.ts';
import { tagNames as makeTagNames } from './datasetText.ts';
import { ARTICLE_COLUMNS, MOMENT_COLUMNS, writeArticles, writeMoments } from './forumRows.ts';
import {
  DOCUMENT_COLUMNS,
  memberUsername,
  OWNER_USERNAME,
  siteConfigRows,
  USER_COLUMNS,
  writeNodes,
  writeTags,
  writeUsers,
} from './forumShell.ts';
import { memberCounters, writeFollows, writeReactions } from './memberActivity.ts';
import { FRIEND_LINK_COLUMNS, RECOMMENDED_TAG_COUNT, writeFriendLinks } from './discoveryRows.ts';

/** Every generated member (and the owner) signs in with this password. */
export const BENCH_PASSWORD = 'bench-pass-123';
const CONNECTIONS = 4;
const SAMPLE_MEMBERS = 200;
/** Loaded without their secondary indexes, which are built afterwards; largest first. */
const DEFERRED_INDEX_TABLES = [
  'comments',
  'score_logs',
  'likes',
  'moments',
  'follows',
  'favorites',
  'users',
  'articles',
  'moment_tags',
  'checkins',
  'article_tags',
];

export interface GeneratedDataset {
  sample: DatasetSample;
  ownerUsername: string;
  /** Wall-clock time of each phase, in order. */
  phases: Array<{ phase: string; ms: number }>;
  tables: Record<string, TableStats>;
  ms: number;
}

export interface GenerateOptions {
  log?: (line: string) => void;
}

export async function generateDataset(
  settings: DatabaseSettings,
  size: DatasetSize,
  options: GenerateOptions = {},
): Promise<GeneratedDataset> {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const phases: GeneratedDataset['phases'] = [];
  let phaseStarted = performance.now();
  const phase = (name: string) => {
    const ms = Math.round(performance.now() - phaseStarted);
    phases.push({ phase: name, ms });
    log(`dataset: ${name} ${(ms / 1000).toFixed(1)} s`);
    phaseStarted = performance.now();
  };
  const random = seededRandom(8);
  const clock = twoYearClock();
  const writer = await BulkWriter.open(settings, CONNECTIONS);
  try {
    const saved = await writer.exclusive(([first]) => dropSecondaryIndexes(first!, DEFERRED_INDEX_TABLES));
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const names = makeTagNames(size.tags);
    const plan = planContent(size, clock, random);
    const counters = memberCounters(size.users);
    const siteConfigs = writer.table('site_configs', ['config_key', 'config_value']);
    for (const row of siteConfigRows(names.slice(0, RECOMMENDED_TAG_COUNT))) await siteConfigs.add(row);
    await writeFriendLinks(writer.table('friend_links', FRIEND_LINK_COLUMNS));
    await writeNodes(
      plan,
      writer.table('nodes', ['id', 'name', 'description', 'sort_order', 'moment_count']),
    );
    phase('plan');

    const likes = writer.table('likes', ['user_id', 'entity_type', 'entity_id', 'created_at'], 5000);
    const favorites = writer.table('favorites', ['user_id', 'entity_type', 'entity_id', 'created_at'], 5000);
    await writeReactions(plan.moments, EntityType.moment, size, clock, random, { likes, favorites });
    await writeReactions(plan.articles, EntityType.article, size, clock, random, { likes, favorites });
    const follows = writer.table('follows', ['follower_id', 'followee_id', 'created_at'], 5000);
    await writeFollows(size, clock, random, counters, follows);
    phase('likes, favorites, follows');

    await writeCommentTimeline(size, clock, plan, counters, random, {
      comments: writer.table('comments', COMMENT_COLUMNS, 2000),
      likes,
      ledger: writer.table(
        'score_logs',
        ['id', 'user_id', 'source', 'ref_id', 'amount', 'balance_after', 'reason', 'created_at'],
        5000,
      ),
      checkins: writer.table(
        'checkins',
        ['user_id', 'day', 'streak', 'points', 'day_rank', 'created_at'],
        5000,
      ),
    });
    await writer.flushAll();
    phase('comments, score ledger, check-ins');

    const documents = writer.table('search_documents', DOCUMENT_COLUMNS, 1000);
    await writeMoments(plan, names, {
      rows: writer.table('moments', MOMENT_COLUMNS, 500),
      tagLinks: writer.table('moment_tags', ['moment_id', 'tag_id'], 5000),
      documents,
    });
    await writeArticles(plan, names, {
      rows: writer.table('articles', ARTICLE_COLUMNS, 200),
      tagLinks: writer.table('article_tags', ['article_id', 'tag_id'], 5000),
      documents,
    });
    await writeTags(names, plan, writer.table('tags', ['id', 'name', 'moment_count', 'article_count']));
    await writeUsers(size.users, clock, counters, passwordHash, {
      rows: writer.table('users', USER_COLUMNS, 2000),
      documents,
    });
    await writer.flushAll();
    phase('moments, articles, tags, users, search index');

    // Sub-replies point at comments written earlier, so their counts are set in one grouped UPDATE.
    await writer.statement(
      'comments (reply_count)',
      `UPDATE comments c JOIN (SELECT parent_id, COUNT(*) AS n FROM comments
         WHERE parent_id > 0 AND status = 0 GROUP BY parent_id) r ON r.parent_id = c.id
       SET c.reply_count = r.n`,
    );
    phase('reply counts');
    await writer.exclusive((connections) => restoreIndexes(connections, saved));
    phase('secondary indexes');

    return {
      sample: {
        momentWithCommentsId: plan.sampleMoment + 1,
        articleId: plan.sampleArticle + 1,
        profileUserId: FIRST_MEMBER_ID,
        nodeId: 1,
        tagName: names[0]!,
        members: Array.from({ length: Math.min(SAMPLE_MEMBERS, size.users) }, (_, index) => ({
          username: memberUsername(index),
          password: BENCH_PASSWORD,
        })),
        searchQueries: { chinese: '数据库', english: 'database' },
      },
      ownerUsername: OWNER_USERNAME,
      phases,
      tables: Object.fromEntries(writer.stats),
      ms: Math.round(performance.now() - started),
    };
  } finally {
    await writer.close();
  }
}
