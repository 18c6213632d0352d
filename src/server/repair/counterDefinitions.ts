// Only relative `.ts` imports here: scripts/repair.ts runs this file with Node's type stripping.
import { ContentStatus } from '../../shared/content/contentStatus.ts';
import { EntityType } from '../../shared/content/entityType.ts';

type CounterTable =
  | 'moments'
  | 'articles'
  | 'comments'
  | 'users'
  | 'tags'
  | 'nodes'
  | 'polls'
  | 'poll_options'
  | 'badge_holders';

/**
 * A stored counter and the rows it counts, with the filters the app's write paths count by. The
 * repair (repairCounters.ts) and the data set's consistency check read this one list, so they
 * cannot disagree about what a counter means.
 */
export interface CounterDefinition {
  /** `table.column`, as reports name it. */
  name: string;
  table: CounterTable;
  column: string;
  /** Joins the counted rows onto `t`, the row holding the counter (SQL after `FROM table t`). */
  join: string;
  /** The counter's true value over the joined rows. */
  value: string;
}

const PUBLISHED = ContentStatus.published;

function counter(table: CounterTable, column: string, join: string, value: string): CounterDefinition {
  return { name: `${table}.${column}`, table, column, join, value };
}

/** Likes and favorites count every row, whatever the target's status (toggleReaction.ts). */
const reactions = (table: CounterTable, column: string, reactionTable: string, entityType: number) =>
  counter(
    table,
    column,
    `LEFT JOIN ${reactionTable} r ON r.entity_type = ${entityType} AND r.entity_id = t.id`,
    'COUNT(r.user_id)',
  );

/** A target's comments are its published comments and replies (createComment, deleteComment). */
const commentsOn = (table: CounterTable, entityType: number) =>
  counter(
    table,
    'comment_count',
    `LEFT JOIN comments r ON r.entity_type = ${entityType} AND r.entity_id = t.id AND r.status = ${PUBLISHED}`,
    'COUNT(r.id)',
  );

/** Node, tag and author moment counts are of published moments (momentCounters.ts isCounted). */
const publishedMoments = (table: CounterTable, key: string) =>
  counter(
    table,
    'moment_count',
    `LEFT JOIN moments r ON r.${key} = t.id AND r.status = ${PUBLISHED}`,
    'COUNT(r.id)',
  );

const taggedPublished = (column: string, links: string, linkKey: string, content: string) =>
  counter(
    'tags',
    column,
    `LEFT JOIN (${links} r JOIN ${content} c ON c.id = r.${linkKey} AND c.status = ${PUBLISHED}) ON r.tag_id = t.id`,
    'COUNT(c.id)',
  );

export const COUNTER_DEFINITIONS: readonly CounterDefinition[] = [
  reactions('moments', 'like_count', 'likes', EntityType.moment),
  reactions('moments', 'favorite_count', 'favorites', EntityType.moment),
  commentsOn('moments', EntityType.moment),
  reactions('articles', 'like_count', 'likes', EntityType.article),
  reactions('articles', 'favorite_count', 'favorites', EntityType.article),
  commentsOn('articles', EntityType.article),
  reactions('comments', 'like_count', 'likes', EntityType.comment),
  // A reply lives on its parent's target (createComment's placeReply), which lets the join use
  // the (entity_type, entity_id, parent_id, status) index; parent_id alone has none.
  counter(
    'comments',
    'reply_count',
    `LEFT JOIN comments r ON r.entity_type = t.entity_type AND r.entity_id = t.entity_id
       AND r.parent_id = t.id AND r.status = ${PUBLISHED}`,
    'COUNT(r.id)',
  ),
  publishedMoments('users', 'user_id'),
  // Published comments only: deleting or moderating a comment takes it off its author's count.
  counter(
    'users',
    'comment_count',
    `LEFT JOIN comments r ON r.user_id = t.id AND r.status = ${PUBLISHED}`,
    'COUNT(r.id)',
  ),
  counter('users', 'fans_count', 'LEFT JOIN follows r ON r.followee_id = t.id', 'COUNT(r.follower_id)'),
  counter('users', 'follow_count', 'LEFT JOIN follows r ON r.follower_id = t.id', 'COUNT(r.followee_id)'),
  // The score is the ledger's sum: every award writes its row and adds its amount (awardScore.ts).
  counter('users', 'score', 'LEFT JOIN score_logs r ON r.user_id = t.id', 'COALESCE(SUM(r.amount), 0)'),
  taggedPublished('moment_count', 'moment_tags', 'moment_id', 'moments'),
  taggedPublished('article_count', 'article_tags', 'article_id', 'articles'),
  publishedMoments('nodes', 'node_id'),
  // A poll's voters and each option's votes: one poll_votes row per member and chosen option (votePoll).
  counter('polls', 'voter_count', 'LEFT JOIN poll_votes r ON r.poll_id = t.id', 'COUNT(DISTINCT r.user_id)'),
  counter('poll_options', 'vote_count', 'LEFT JOIN poll_votes r ON r.option_id = t.id', 'COUNT(r.user_id)'),
  // A badge's holders are its award rows (badgeAwards.commands.ts), on badge_awards_slug_idx.
  counter('badge_holders', 'holders', 'LEFT JOIN badge_awards r ON r.slug = t.slug', 'COUNT(r.user_id)'),
];
