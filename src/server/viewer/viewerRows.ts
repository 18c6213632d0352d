import { sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import {
  articles,
  checkins,
  comments,
  favorites,
  follows,
  likes,
  memberBlocks,
  messages,
  moments,
  users,
} from '../db/schema/index.ts';
import { sqlNames, tableName } from '../db/sqlText.ts';
import { EntityType, type EntityKind } from '@/shared/content/entityType.ts';
import type { ViewerQuery } from '@/shared/viewer/viewerQuerySchema.ts';
import {
  itemReadMarkBranch,
  readingBranches,
  readItemOf,
  watchBranch,
  watchTargetsOf,
} from '../watching/viewerWatchBranches.ts';
import type { ReadAllMark } from '../watching/readAllMark.ts';
import type { ItemReadMark, ReadKind } from '../watching/readMarks.ts';
import { literalViewerSql, type ViewerSql } from './viewerSql.ts';

/*
 * The viewer union (decision 027): one statement whose branches each answer one part of the member's
 * view of a page. Every branch selects the same seven columns, named by the first; what they mean
 * differs per part, so they are read back in one place (viewerRowOf) into a row with names of its own.
 */

/** Which part of the union a row answers: its first column. Stored nowhere, but prepared statements are named by their text. */
const PART = {
  moment: 0,
  article: 1,
  comment: 2,
  unread: 3,
  following: 4,
  follower: 5,
  checkin: 6,
  fans: 7,
  blocked: 8,
  blockedBy: 9,
  watch: 20,
  momentOpened: 21,
  articleOpened: 22,
  readMark: 23,
  momentSinceReadAll: 24,
  articleSinceReadAll: 25,
} as const;

const READING_PARTS = {
  moment: { opened: PART.momentOpened, sinceReadAll: PART.momentSinceReadAll },
  article: { opened: PART.articleOpened, sinceReadAll: PART.articleSinceReadAll },
} as const;

/** The member's reactions to an item on the page, and its live counts. */
interface ReactionRow {
  id: number;
  likes: number;
  favorites: number;
  liked: boolean;
  favorited: boolean;
  /** The like's emoji code (0 the plain like or none; src/shared/reactions/reactionEmoji.ts). */
  reaction: number;
}

/** One row of the viewer union, by part. */
export type ViewerRow =
  | ({ part: 'moment'; hasHiddenContent: boolean } & ReactionRow)
  /** A comment cannot be favorited: its favorites are 0. */
  | ({ part: 'article' | 'comment' } & ReactionRow)
  /** The member's unread messages. */
  | { part: 'unread'; count: number }
  /** A user on the page whom the member follows, who follows the member, whom the member blocked (any page: comments loaded later collapse too), who blocked the member. */
  | { part: 'following' | 'follower' | 'blocked' | 'blockedBy'; userId: number }
  /** A user on the page and their live fans count. */
  | { part: 'fans'; userId: number; fans: number }
  /** The member's check-in of today or yesterday; today's with its place in the day. */
  | { part: 'checkin'; streak: number; today: boolean; todayRank: number }
  /** A target on the page the member watches; `watchKind` as watches.kind stores it. */
  | { part: 'watch'; targetId: number; watchKind: number }
  /**
   * A card's comments by others the member has not read: after their own mark on it (`opened`),
   * or after their last "mark all read".
   */
  | { part: 'opened' | 'sinceReadAll'; item: ReadKind; id: number; unreadComments: number }
  /** The item page's read mark, to be recorded (markReadFromViewer). */
  | ({ part: 'readMark' } & ItemReadMark);

/** The union's columns, as the driver gives them. */
export type RawViewerRow = Record<
  'part' | 'id' | 'likes' | 'favorites' | 'liked' | 'favorited' | 'extra',
  number | string | null
>;

/** How many of the viewer's blocks every page is told about, newest first. */
const VIEWER_BLOCKS_MAX = 500;

/** The member the viewer request answers: their id and last "mark all read" (from their row). */
export interface ViewerMember {
  id: number;
  readAll: ReadAllMark | null;
}

/** The site's local days the check-in branch reads, when the page shows the check-in. */
export interface ViewerCheckinDays {
  today: string;
  yesterday: string;
}

const MOMENT = sqlNames(moments, {
  id: moments.id,
  likeCount: moments.likeCount,
  favoriteCount: moments.favoriteCount,
  hiddenContent: moments.hiddenContent,
});
const ARTICLE = sqlNames(articles, {
  id: articles.id,
  likeCount: articles.likeCount,
  favoriteCount: articles.favoriteCount,
});
const COMMENT = sqlNames(comments, { id: comments.id, likeCount: comments.likeCount });
const FOLLOW = sqlNames(follows, { followerId: follows.followerId, followeeId: follows.followeeId });
const BLOCK = sqlNames(memberBlocks, {
  blockerId: memberBlocks.blockerId,
  blockedId: memberBlocks.blockedId,
  createdAt: memberBlocks.createdAt,
});
const USER = sqlNames(users, { id: users.id, fansCount: users.fansCount });
const MESSAGES = sqlNames(messages, { userId: messages.userId, isRead: messages.isRead });
const CHECKINS = sqlNames(checkins, {
  userId: checkins.userId,
  day: checkins.day,
  streak: checkins.streak,
  dayRank: checkins.dayRank,
});

/**
 * The member's reaction rows beside the page's items: a join on the whole primary key per item
 * (`alias.user_id is not null` where it exists). A join cost MariaDB about a quarter less than an
 * `exists` subquery per item (25 comments: 138 against 183 µs), and the primary key is named because
 * the optimizer otherwise picked (entity_type, entity_id) and read every like of each item.
 */
function reactionJoin(table: string, alias: string, user: string, kind: EntityKind, id: string): string {
  return `left join ${table} as ${alias} force index (primary) on ${alias}.user_id = ${user}
    and ${alias}.entity_type = ${EntityType[kind]} and ${alias}.entity_id = ${id}`;
}

// 0 without a like, else 1 + its emoji code (decision 080): the emoji rides the same primary-key
// probe as the like, so reactions cost the viewer request no read of their own.
const LIKED = 'if(liked.user_id is null, 0, 1 + liked.reaction)';
const FAVORITED = 'favorited.user_id is not null';
const LIKES = tableName(likes);
const FAVORITES = tableName(favorites);

/** The first branch: it names the columns. */
function unreadBranch({ user }: ViewerSql): string {
  return `select ${PART.unread} as part, 0 as id, 0 as likes, 0 as favorites, 0 as liked, 0 as favorited, count(*) as extra
      from ${MESSAGES.table} where ${MESSAGES.userId} = ${user} and ${MESSAGES.isRead} = 0`;
}

function momentBranch(viewer: ViewerSql, ids: readonly number[]): string {
  const { user } = viewer;
  return `select ${PART.moment}, ${MOMENT.id}, ${MOMENT.likeCount}, ${MOMENT.favoriteCount},
      ${LIKED}, ${FAVORITED}, ${MOMENT.hiddenContent} <> ''
      from ${MOMENT.table}
      ${reactionJoin(LIKES, 'liked', user, 'moment', MOMENT.id)}
      ${reactionJoin(FAVORITES, 'favorited', user, 'moment', MOMENT.id)}
      where ${MOMENT.id} in (${viewer.ids(ids)})`;
}

function articleBranch(viewer: ViewerSql, ids: readonly number[]): string {
  const { user } = viewer;
  return `select ${PART.article}, ${ARTICLE.id}, ${ARTICLE.likeCount}, ${ARTICLE.favoriteCount},
      ${LIKED}, ${FAVORITED}, 0
      from ${ARTICLE.table}
      ${reactionJoin(LIKES, 'liked', user, 'article', ARTICLE.id)}
      ${reactionJoin(FAVORITES, 'favorited', user, 'article', ARTICLE.id)}
      where ${ARTICLE.id} in (${viewer.ids(ids)})`;
}

function commentBranch(viewer: ViewerSql, ids: readonly number[]): string {
  return `select ${PART.comment}, ${COMMENT.id}, ${COMMENT.likeCount}, 0, ${LIKED}, 0, 0
      from ${COMMENT.table}
      ${reactionJoin(LIKES, 'liked', viewer.user, 'comment', COMMENT.id)}
      where ${COMMENT.id} in (${viewer.ids(ids)})`;
}

/** The users on the page: following, follower, fans and blocked-by, over one list of their ids. */
function userBranches(viewer: ViewerSql, ids: readonly number[]): string[] {
  const { user } = viewer;
  const onPage = viewer.ids(ids);
  return [
    `select ${PART.following}, ${FOLLOW.followeeId}, 0, 0, 0, 0, 0
      from ${FOLLOW.table} where ${FOLLOW.followerId} = ${user} and ${FOLLOW.followeeId} in (${onPage})`,
    `select ${PART.follower}, ${FOLLOW.followerId}, 0, 0, 0, 0, 0
      from ${FOLLOW.table} where ${FOLLOW.followeeId} = ${user} and ${FOLLOW.followerId} in (${onPage})`,
    `select ${PART.fans}, ${USER.id}, ${USER.fansCount}, 0, 0, 0, 0
      from ${USER.table} where ${USER.id} in (${onPage})`,
    `select ${PART.blockedBy}, ${BLOCK.blockerId}, 0, 0, 0, 0, 0
      from ${BLOCK.table} where ${BLOCK.blockedId} = ${user} and ${BLOCK.blockerId} in (${onPage})`,
  ];
}

/** On every page: comments load later (replies, new threads) and must collapse too. */
function blockedBranch({ user }: ViewerSql): string {
  return `(select ${PART.blocked}, ${BLOCK.blockedId}, 0, 0, 0, 0, 0
      from ${BLOCK.table} force index (member_blocks_blocker_created_idx) where ${BLOCK.blockerId} = ${user}
      order by ${BLOCK.createdAt} desc limit ${VIEWER_BLOCKS_MAX})`;
}

/** The member's check-ins of today and yesterday; today's with its place in the day (stored with it). */
function checkinBranch(viewer: ViewerSql, days: ViewerCheckinDays): string {
  const { user } = viewer;
  const today = viewer.day(days.today);
  return `select ${PART.checkin}, ${CHECKINS.streak}, 0, 0, ${CHECKINS.day} = ${today}, 0,
      if(${CHECKINS.day} = ${today}, ${CHECKINS.dayRank}, 0)
    from ${CHECKINS.table} where ${CHECKINS.userId} = ${user} and ${CHECKINS.day} in (${today}, ${viewer.day(days.yesterday)})`;
}

/**
 * Everything GET /api/viewer needs about a member and a page, bar hidden content, as ONE statement:
 * a union of primary-key and index reads. The viewer request runs on every member page view, so its
 * round trips, not its rows, are what it costs (decision 027). The branches are written in this order
 * because a VariableViewerSql numbers the page's values as they are written.
 */
export function viewerUnion(
  viewer: ViewerSql,
  query: ViewerQuery,
  checkinDays: ViewerCheckinDays | null,
): string {
  const reading = watchTargetsOf(query.reading);
  const readItem = readItemOf(query);
  const branches: Array<string | undefined> = [
    unreadBranch(viewer),
    query.moment?.length ? momentBranch(viewer, query.moment) : undefined,
    query.article?.length ? articleBranch(viewer, query.article) : undefined,
    query.comment?.length ? commentBranch(viewer, query.comment) : undefined,
    ...(query.user?.length ? userBranches(viewer, query.user) : []),
    blockedBranch(viewer),
    checkinDays ? checkinBranch(viewer, checkinDays) : undefined,
    // Watching and reading (decisions 038, 041).
    watchBranch(viewer, PART.watch, watchTargetsOf(query.watch)),
    ...readingBranches(viewer, READING_PARTS.moment, 'moment', reading.get('moment') ?? []),
    ...readingBranches(viewer, READING_PARTS.article, 'article', reading.get('article') ?? []),
    readItem ? itemReadMarkBranch(viewer, PART.readMark, readItem.kind, readItem.id) : undefined,
  ];
  return branches.filter((branch): branch is string => branch !== undefined).join(' union all ');
}

function reactionRowOf(raw: RawViewerRow): ReactionRow {
  return {
    id: Number(raw.id),
    likes: Number(raw.likes),
    favorites: Number(raw.favorites),
    liked: Number(raw.liked) >= 1,
    favorited: Number(raw.favorited) === 1,
    reaction: Math.max(0, Number(raw.liked) - 1),
  };
}

/** Where a mark is absent, itemReadMarkBranch answers -1. */
const markOf = (value: number): number | undefined => (value < 0 ? undefined : value);

/** A row of the union, read by its part: the one place that knows which column means what. */
function viewerRowOf(raw: RawViewerRow): ViewerRow {
  const part = Number(raw.part);
  const id = Number(raw.id);
  const likes = Number(raw.likes);
  const extra = Number(raw.extra);
  switch (part) {
    case PART.moment:
      return { part: 'moment', ...reactionRowOf(raw), hasHiddenContent: extra === 1 };
    case PART.article:
      return { part: 'article', ...reactionRowOf(raw) };
    case PART.comment:
      return { part: 'comment', ...reactionRowOf(raw) };
    case PART.unread:
      return { part: 'unread', count: extra };
    case PART.following:
      return { part: 'following', userId: id };
    case PART.follower:
      return { part: 'follower', userId: id };
    case PART.blocked:
      return { part: 'blocked', userId: id };
    case PART.blockedBy:
      return { part: 'blockedBy', userId: id };
    case PART.fans:
      return { part: 'fans', userId: id, fans: likes };
    case PART.checkin:
      return { part: 'checkin', streak: id, today: Number(raw.liked) === 1, todayRank: extra };
    case PART.watch:
      return { part: 'watch', targetId: id, watchKind: likes };
    case PART.momentOpened:
      return { part: 'opened', item: 'moment', id, unreadComments: likes };
    case PART.articleOpened:
      return { part: 'opened', item: 'article', id, unreadComments: likes };
    case PART.momentSinceReadAll:
      return { part: 'sinceReadAll', item: 'moment', id, unreadComments: likes };
    case PART.articleSinceReadAll:
      return { part: 'sinceReadAll', item: 'article', id, unreadComments: likes };
    case PART.readMark:
      return { part: 'readMark', marked: markOf(likes), base: markOf(Number(raw.favorites)), latest: extra };
    default:
      throw new Error(`The viewer union answered an unknown part ${part}.`);
  }
}

/** The union's rows, each read by its part. */
export function viewerRowsOf(rows: readonly RawViewerRow[]): ViewerRow[] {
  return rows.map(viewerRowOf);
}

/** The viewer union for a member known beforehand (the request pipeline's path). */
export async function viewerRows(
  viewer: ViewerMember,
  query: ViewerQuery,
  checkinDays: ViewerCheckinDays | null,
  db: Database = getDb(),
): Promise<ViewerRow[]> {
  const union = viewerUnion(literalViewerSql(viewer), query, checkinDays);
  const [rows] = (await db.execute(sql.raw(union))) as unknown as [RawViewerRow[]];
  return viewerRowsOf(rows);
}
