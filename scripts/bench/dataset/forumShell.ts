// The rows an install writes (site config, the default node, the owner: see install.commands.ts),
// plus the generated nodes, tags and members with their counters and search documents.
import { readFileSync } from 'node:fs';
import { indexTokens } from '../../../src/server/search/searchTokens.ts';
import { SEARCH_KIND_CODE } from '../../../src/server/search/searchKindCode.ts';
import { SEARCH_INDEX_VERSION } from '../../../src/server/search/searchIndexVersion.ts';
import { DEFAULT_SITE_CONFIG } from '../../../src/shared/site/siteConfigDefaults.ts';
import type { SiteConfig } from '../../../src/shared/site/siteConfig.ts';
import { INSTALL_SITE_NAVS } from '../../../src/shared/site/builtinSiteNavs.ts';
import {
  FIRST_MEMBER_ID,
  NODE_COUNT,
  OWNER_ID,
  tagsOf,
  type Clock,
  type ContentPlan,
} from './contentPlan.ts';
import { nickname, signature } from './datasetText.ts';
import type { TableSink } from './bulkWriter.ts';
import { memberCreatedAt, type MemberCounters } from './memberActivity.ts';
import { joinText, rowRandom } from './searchText.ts';
import { BENCH_SITE_NOTICE } from './discoveryRows.ts';

export const OWNER_USERNAME = 'admin';
const LANGUAGE = 'en-US';

function catalog(feature: string): Record<string, string> {
  const url = new URL(`../../../messages/${feature}/${LANGUAGE}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>;
}

/**
 * The site config rows the installer writes, with a site notice and recommended tags as a forum in
 * use has them, plus the search index marker so start-up does not rebuild.
 */
export function siteConfigRows(recommendTags: readonly string[]): unknown[][] {
  const config: SiteConfig = {
    ...DEFAULT_SITE_CONFIG,
    siteTitle: 'Plaza Bench',
    siteDescription: 'A generated forum for load benches',
    language: LANGUAGE,
    defaultNodeId: 1,
    // Tweets are generated, so their module is on.
    modules: { ...DEFAULT_SITE_CONFIG.modules, tweet: true },
    siteNotification: BENCH_SITE_NOTICE,
    recommendTags: [...recommendTags],
    siteNavs: [...INSTALL_SITE_NAVS],
  };
  const rows = Object.entries(config).map(([key, value]) => [key, JSON.stringify(value)]);
  rows.push(['search.indexVersion', JSON.stringify(SEARCH_INDEX_VERSION)]);
  return rows;
}

const EXTRA_NODES = [
  'Programming',
  '前端',
  '数据库',
  'Life',
  '旅行',
  'Photography',
  '美食',
  'Jobs',
  '游戏',
  'Books',
  '问答',
];

/** Node 1 is the installer's default node; the others are generated. */
export async function writeNodes(plan: ContentPlan, sink: TableSink): Promise<void> {
  const feed = catalog('feed');
  const counts = new Uint32Array(NODE_COUNT + 1);
  for (let index = 0; index < plan.moments.count; index += 1) counts[plan.moments.node[index]!]! += 1;
  for (let id = 1; id <= NODE_COUNT; id += 1) {
    const name = id === 1 ? (feed['feed_default_node_name'] ?? 'General') : EXTRA_NODES[id - 2]!;
    const description = id === 1 ? (feed['feed_default_node_description'] ?? '') : `${name} discussions`;
    await sink.add([id, name, description, id - 1, counts[id]]);
  }
}

export async function writeTags(names: readonly string[], plan: ContentPlan, sink: TableSink): Promise<void> {
  const momentCounts = new Uint32Array(names.length + 1);
  const articleCounts = new Uint32Array(names.length + 1);
  for (let index = 0; index < plan.moments.count; index += 1) {
    for (const id of tagsOf(plan.moments, index)) momentCounts[id]! += 1;
  }
  for (let index = 0; index < plan.articles.count; index += 1) {
    for (const id of tagsOf(plan.articles, index)) articleCounts[id]! += 1;
  }
  for (const [index, name] of names.entries()) {
    const wait = sink.add([index + 1, name, momentCounts[index + 1], articleCounts[index + 1]]);
    if (wait) await wait;
  }
}

export const memberUsername = (index: number) => `user${index + FIRST_MEMBER_ID}`;

/** The owner (as the installer creates it) and every member, with their counters and documents. */
export async function writeUsers(
  users: number,
  clock: Clock,
  counters: MemberCounters,
  passwordHash: string,
  sinks: { rows: TableSink; documents: TableSink },
): Promise<void> {
  const ownerCreated = new Date(clock.start - 90 * 86_400_000);
  await sinks.rows.add([
    OWNER_ID,
    OWNER_USERNAME,
    OWNER_USERNAME,
    null,
    0,
    passwordHash,
    '',
    'owner',
    0,
    0,
    0,
    0,
    0,
    0,
    ownerCreated,
    ownerCreated,
  ]);
  await sinks.documents.add([
    SEARCH_KIND_CODE.user,
    OWNER_ID,
    0,
    OWNER_ID,
    indexTokens(joinText(OWNER_USERNAME, OWNER_USERNAME)),
    '',
    ownerCreated,
  ]);
  for (let index = 0; index < users; index += 1) {
    const id = index + FIRST_MEMBER_ID;
    const random = rowRandom(SEARCH_KIND_CODE.user, id);
    const username = memberUsername(index);
    const name = nickname(random, id);
    const motto = signature(random);
    const created = new Date(memberCreatedAt(index, users, clock));
    const wait = sinks.rows.add([
      id,
      username,
      name,
      `${username}@bench.example`,
      1,
      passwordHash,
      motto,
      'user',
      0,
      counters.score[index],
      counters.momentCount[index],
      counters.commentCount[index],
      counters.fansCount[index],
      counters.followCount[index],
      created,
      created,
    ]);
    if (wait) await wait;
    const indexed = sinks.documents.add([
      SEARCH_KIND_CODE.user,
      id,
      0,
      id,
      indexTokens(joinText(name, username)),
      indexTokens(motto),
      created,
    ]);
    if (indexed) await indexed;
  }
}

export const USER_COLUMNS = [
  'id',
  'username',
  'nickname',
  'email',
  'email_verified',
  'password_hash',
  'signature',
  'role',
  'status',
  'score',
  'moment_count',
  'comment_count',
  'fans_count',
  'follow_count',
  'created_at',
  'updated_at',
];

export const DOCUMENT_COLUMNS = [
  'kind',
  'entity_id',
  'node_id',
  'user_id',
  'title_tokens',
  'body_tokens',
  'published_at',
];
