// What the generated forum holds before any text exists: who wrote each moment and article, when,
// in which node, with which tags. Kept in typed arrays so a million moments cost a few tens of MB;
// the counters are filled in as comments, likes and favorites are generated.
import { distinct, heavyTailCount, zipfSampler, type Random } from './datasetRandom.ts';
import type { DatasetSize } from './datasetSizes.ts';

export const DAY_MS = 86_400_000;
export const NODE_COUNT = 12;
export const OWNER_ID = 1;
/** Member index i is user id i + FIRST_MEMBER_ID (the owner is id 1). */
export const FIRST_MEMBER_ID = 2;

export interface Clock {
  start: number;
  end: number;
}

/** Two years of activity up to today's midnight (UTC). */
export function twoYearClock(now = Date.now()): Clock {
  const end = Math.floor(now / DAY_MS) * DAY_MS;
  return { start: end - 730 * DAY_MS, end };
}

/** One kind of content (moments or articles): per-row plan and counters, indexed by id - 1. */
export interface EntityPlan {
  count: number;
  author: Uint32Array;
  createdAt: Float64Array;
  lastActivityAt: Float64Array;
  /** Up to TAGS_PER_ENTITY tag ids per row; 0 = none. */
  tags: Uint16Array;
  commentCount: Uint32Array;
  likeCount: Uint32Array;
  favoriteCount: Uint32Array;
  /** Moments: node id; articles: 0. */
  node: Uint8Array;
  /** Moments: 0 post, 1 tweet. */
  type: Uint8Array;
  /** Moments likely to draw many comments. */
  hot: Uint8Array;
}

const TAGS_PER_ENTITY = 3;

function emptyPlan(count: number): EntityPlan {
  return {
    count,
    author: new Uint32Array(count),
    createdAt: new Float64Array(count),
    lastActivityAt: new Float64Array(count),
    tags: new Uint16Array(count * TAGS_PER_ENTITY),
    commentCount: new Uint32Array(count),
    likeCount: new Uint32Array(count),
    favoriteCount: new Uint32Array(count),
    node: new Uint8Array(count),
    type: new Uint8Array(count),
    hot: new Uint8Array(count),
  };
}

export interface ContentPlan {
  moments: EntityPlan;
  articles: EntityPlan;
  /** Index of the moment that gets size.sampleComments comments. */
  sampleMoment: number;
  sampleArticle: number;
}

function spreadTimes(plan: EntityPlan, clock: Clock, random: Random): void {
  const span = clock.end - clock.start;
  for (let index = 0; index < plan.count; index += 1) {
    const at = clock.start + Math.floor((span * (index + random())) / plan.count);
    plan.createdAt[index] = at;
    plan.lastActivityAt[index] = at;
  }
}

/** Authors (Zipf: a few members write most), nodes, types and Zipf-distributed tags. */
export function planContent(size: DatasetSize, clock: Clock, random: Random): ContentPlan {
  const moments = emptyPlan(size.moments);
  const articles = emptyPlan(size.articles);
  const author = zipfSampler(size.users, 0.9, random);
  const writer = zipfSampler(Math.max(1, Math.ceil(size.users / 5)), 0.9, random);
  const node = zipfSampler(NODE_COUNT, 0.8, random);
  const tag = zipfSampler(size.tags, 1.0, random);
  const sampleMoment = Math.floor(size.moments * 0.9);
  spreadTimes(moments, clock, random);
  for (let index = 0; index < moments.count; index += 1) {
    moments.author[index] = author();
    moments.node[index] = 1 + node();
    const tweet = index !== sampleMoment && random() < 0.4;
    moments.type[index] = tweet ? 1 : 0;
    moments.hot[index] = random() < 0.02 ? 1 : 0;
    const tagCount = tweet ? (random() < 0.3 ? 1 : 0) : 1 + Math.floor(random() * TAGS_PER_ENTITY);
    distinct(tagCount, tag).forEach((rank, slot) => {
      moments.tags[index * TAGS_PER_ENTITY + slot] = rank + 1;
    });
  }
  spreadTimes(articles, clock, random);
  for (let index = 0; index < articles.count; index += 1) {
    articles.author[index] = writer();
    distinct(1 + Math.floor(random() * TAGS_PER_ENTITY), tag).forEach((rank, slot) => {
      articles.tags[index * TAGS_PER_ENTITY + slot] = rank + 1;
    });
  }
  return { moments, articles, sampleMoment, sampleArticle: Math.floor(size.articles * 0.95) };
}

/** Tag ids of one planned row. */
export function tagsOf(plan: EntityPlan, index: number): number[] {
  const ids: number[] = [];
  for (let slot = 0; slot < TAGS_PER_ENTITY; slot += 1) {
    const id = plan.tags[index * TAGS_PER_ENTITY + slot]!;
    if (id > 0) ids.push(id);
  }
  return ids.sort((a, b) => a - b);
}

/** How many members like (or favorite) one row: heavy-tailed, never more than there are members. */
export function reactionCount(mean: number, users: number, random: Random): number {
  return heavyTailCount(mean, Math.min(users - 1, 2000), random);
}
