// Only relative `.ts` imports here: scripts/repair.ts runs this file with Node's type stripping.
import { sql, type SQL } from 'drizzle-orm';
import { EntityType, type EntityKind } from '../../shared/content/entityType.ts';

/** The table holding each liked kind's rows; its row is the lock every like of it takes (setLike.ts). */
export const LIKED_TABLES = { moment: 'moments', article: 'articles', comment: 'comments' } as const;

const table = (kind: EntityKind) => sql.identifier(LIKED_TABLES[kind]);

/** The next batch of the kind's table after an id, as `size` and `last` (keyset, never OFFSET). */
export function nextTargetBatchSql(kind: EntityKind, after: number, limit: number): SQL {
  return sql`SELECT COUNT(*) AS size, MAX(id) AS last
    FROM (SELECT id FROM ${table(kind)} WHERE id > ${after} ORDER BY id LIMIT ${limit}) batch`;
}

/**
 * Targets with ids in (after, upTo] whose stored emoji counts differ from their likes, as `id`:
 * the likes grouped by emoji beside the stored rows, compared per (target, emoji).
 */
export function driftedTargetsSql(kind: EntityKind, after: number, upTo: number): SQL {
  const type = EntityType[kind];
  return sql`SELECT DISTINCT d.entity_id AS id FROM (
      SELECT l.entity_id, l.reaction, COUNT(*) AS counted, 0 AS stored FROM likes l
        WHERE l.entity_type = ${type} AND l.entity_id > ${after} AND l.entity_id <= ${upTo} AND l.reaction > 0
        GROUP BY l.entity_id, l.reaction
      UNION ALL
      SELECT c.entity_id, c.reaction, 0, c.count FROM reaction_counts c
        WHERE c.entity_type = ${type} AND c.entity_id > ${after} AND c.entity_id <= ${upTo}
    ) d GROUP BY d.entity_id, d.reaction HAVING SUM(d.counted) <> SUM(d.stored)
    ORDER BY id`;
}

export function lockTargetSql(kind: EntityKind, id: number): SQL {
  return sql`SELECT id FROM ${table(kind)} WHERE id = ${id} FOR UPDATE`;
}

/** One target's likes per emoji, as `reaction`, `counted`. */
export function recountTargetSql(kind: EntityKind, id: number): SQL {
  return sql`SELECT reaction, COUNT(*) AS counted FROM likes
    WHERE entity_type = ${EntityType[kind]} AND entity_id = ${id} AND reaction > 0 GROUP BY reaction`;
}

/** One target's stored emoji counts, as `reaction`, `stored`. */
export function storedTargetSql(kind: EntityKind, id: number): SQL {
  return sql`SELECT reaction, count AS stored FROM reaction_counts
    WHERE entity_type = ${EntityType[kind]} AND entity_id = ${id}`;
}

export function setTargetCountSql(kind: EntityKind, id: number, reaction: number, value: number): SQL {
  return sql`INSERT INTO reaction_counts (entity_type, entity_id, reaction, count)
    VALUES (${EntityType[kind]}, ${id}, ${reaction}, ${value})
    ON DUPLICATE KEY UPDATE count = VALUES(count)`;
}
