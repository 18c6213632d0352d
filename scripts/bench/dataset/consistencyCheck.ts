// After generation: every counter column against the rows it counts, every balance against its
// ledger, and the search index against the visible content. Each check counts mismatching rows.
import type mysql from 'mysql2/promise';

const PUBLISHED = 0;

/** Rows of `table` whose `column` differs from the grouped count in `counted` (a derived table). */
const counter = (table: string, column: string, counted: string) =>
  `SELECT COUNT(*) AS n FROM ${table} t LEFT JOIN (${counted}) c ON c.k = t.id
   WHERE t.${column} <> COALESCE(c.n, 0)`;

const commentsOn = (entityType: number) =>
  `SELECT entity_id AS k, COUNT(*) AS n FROM comments
   WHERE entity_type = ${entityType} AND status = ${PUBLISHED} GROUP BY entity_id`;
const reactionsOn = (table: string, entityType: number) =>
  `SELECT entity_id AS k, COUNT(*) AS n FROM ${table} WHERE entity_type = ${entityType} GROUP BY entity_id`;

export const CONSISTENCY_CHECKS: Record<string, string> = {
  'moments.comment_count': counter('moments', 'comment_count', commentsOn(0)),
  'moments.like_count': counter('moments', 'like_count', reactionsOn('likes', 0)),
  'moments.favorite_count': counter('moments', 'favorite_count', reactionsOn('favorites', 0)),
  'articles.comment_count': counter('articles', 'comment_count', commentsOn(1)),
  'articles.like_count': counter('articles', 'like_count', reactionsOn('likes', 1)),
  'articles.favorite_count': counter('articles', 'favorite_count', reactionsOn('favorites', 1)),
  'comments.like_count': counter('comments', 'like_count', reactionsOn('likes', 2)),
  'comments.reply_count': counter(
    'comments',
    'reply_count',
    `SELECT parent_id AS k, COUNT(*) AS n FROM comments WHERE parent_id > 0 AND status = ${PUBLISHED} GROUP BY parent_id`,
  ),
  'users.moment_count': counter(
    'users',
    'moment_count',
    `SELECT user_id AS k, COUNT(*) AS n FROM moments WHERE status = ${PUBLISHED} GROUP BY user_id`,
  ),
  'users.comment_count': counter(
    'users',
    'comment_count',
    'SELECT user_id AS k, COUNT(*) AS n FROM comments GROUP BY user_id',
  ),
  'users.fans_count': counter(
    'users',
    'fans_count',
    'SELECT followee_id AS k, COUNT(*) AS n FROM follows GROUP BY followee_id',
  ),
  'users.follow_count': counter(
    'users',
    'follow_count',
    'SELECT follower_id AS k, COUNT(*) AS n FROM follows GROUP BY follower_id',
  ),
  'users.score = ledger sum': counter(
    'users',
    'score',
    'SELECT user_id AS k, SUM(amount) AS n FROM score_logs GROUP BY user_id',
  ),
  'users.score = last balance_after': `SELECT COUNT(*) AS n FROM users u
    JOIN (SELECT user_id, MAX(id) AS id FROM score_logs GROUP BY user_id) last ON last.user_id = u.id
    JOIN score_logs s ON s.id = last.id WHERE s.balance_after <> u.score`,
  'tags.moment_count': counter(
    'tags',
    'moment_count',
    `SELECT mt.tag_id AS k, COUNT(*) AS n FROM moment_tags mt JOIN moments m ON m.id = mt.moment_id
     WHERE m.status = ${PUBLISHED} GROUP BY mt.tag_id`,
  ),
  'tags.article_count': counter(
    'tags',
    'article_count',
    `SELECT atg.tag_id AS k, COUNT(*) AS n FROM article_tags atg JOIN articles a ON a.id = atg.article_id
     WHERE a.status = ${PUBLISHED} GROUP BY atg.tag_id`,
  ),
  'nodes.moment_count': counter(
    'nodes',
    'moment_count',
    `SELECT node_id AS k, COUNT(*) AS n FROM moments WHERE status = ${PUBLISHED} GROUP BY node_id`,
  ),
  'search_documents for moments': `SELECT COUNT(*) AS n FROM moments m
    LEFT JOIN search_documents d ON d.kind = 0 AND d.entity_id = m.id
    WHERE (m.status = ${PUBLISHED}) <> (d.id IS NOT NULL)`,
  'search_documents for articles': `SELECT COUNT(*) AS n FROM articles a
    LEFT JOIN search_documents d ON d.kind = 1 AND d.entity_id = a.id
    WHERE (a.status = ${PUBLISHED}) <> (d.id IS NOT NULL)`,
  'search_documents for users': `SELECT COUNT(*) AS n FROM users u
    LEFT JOIN search_documents d ON d.kind = 2 AND d.entity_id = u.id
    WHERE (u.status = 0) <> (d.id IS NOT NULL)`,
  'search_documents total': `SELECT (SELECT COUNT(*) FROM search_documents)
    - (SELECT COUNT(*) FROM moments WHERE status = ${PUBLISHED})
    - (SELECT COUNT(*) FROM articles WHERE status = ${PUBLISHED})
    - (SELECT COUNT(*) FROM users WHERE status = 0) AS n`,
};

export interface ConsistencyReport {
  ok: boolean;
  /** Mismatching rows per check (0 everywhere when ok). */
  mismatches: Record<string, number>;
  ms: number;
}

/** Runs every check, several at once on the pool's connections. */
export async function checkConsistency(pool: mysql.Pool): Promise<ConsistencyReport> {
  const started = performance.now();
  const entries = await Promise.all(
    Object.entries(CONSISTENCY_CHECKS).map(async ([name, sql]) => {
      const [rows] = await pool.query(sql);
      return [name, Number((rows as Array<{ n: number | string }>)[0]?.n ?? -1)] as const;
    }),
  );
  const mismatches = Object.fromEntries(entries);
  return {
    ok: entries.every(([, count]) => count === 0),
    mismatches,
    ms: Math.round(performance.now() - started),
  };
}
