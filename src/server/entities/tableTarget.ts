import { eq, sql } from 'drizzle-orm';
import type { AnyMySqlColumn, MySqlTable } from 'drizzle-orm/mysql-core';
import type { Database } from '../db/client.ts';
import type { EntityCounter, EntityTarget, EntityTargetInfo, Transaction } from './entityTarget.ts';
import type { EntityKind } from '@/shared/content/entityType.ts';
import { ContentStatus, type ContentStatusValue } from '@/shared/content/contentStatus.ts';

interface TargetTable {
  table: MySqlTable;
  id: AnyMySqlColumn;
  authorId: AnyMySqlColumn;
  status: AnyMySqlColumn;
  counters: Partial<Record<EntityCounter, AnyMySqlColumn>>;
  /** Column set to now when the target gets a comment (moments sort by activity). */
  activity?: AnyMySqlColumn;
}

/** An EntityTarget over a content table with id, author, status and counter columns. */
export function tableTarget(kind: EntityKind, spec: TargetTable): EntityTarget {
  async function select(executor: Database | Transaction, id: number, lock: boolean) {
    const likes = spec.counters.like;
    const query = executor
      .select({ id: spec.id, authorId: spec.authorId, status: spec.status, ...(likes ? { likes } : {}) })
      .from(spec.table)
      .where(eq(spec.id, id));
    const [row] = (await (lock ? query.for('update') : query)) as Array<{
      id: number;
      authorId: number;
      status: number;
      likes?: number;
    }>;
    if (!row) return undefined;
    return {
      id: row.id,
      authorId: row.authorId,
      status: row.status as ContentStatusValue,
      open: row.status === ContentStatus.published,
      ...(row.likes === undefined ? {} : { likeCount: Number(row.likes) }),
    } satisfies EntityTargetInfo;
  }

  function counterColumn(counter: EntityCounter): AnyMySqlColumn {
    const column = spec.counters[counter];
    if (!column) throw new Error(`A ${kind} has no ${counter} counter`);
    return column;
  }

  const target: EntityTarget = {
    kind,
    readTarget: (db, id) => select(db, id, false),
    lockTarget: (tx, id) => select(tx, id, true),
    async readCounter(db, id, counter) {
      const [row] = (await db
        .select({ value: counterColumn(counter) })
        .from(spec.table)
        .where(eq(spec.id, id))) as Array<{ value: number }>;
      return Number(row?.value ?? 0);
    },
    async adjustCounter(tx, id, counter, delta) {
      const column = counterColumn(counter);
      // Signed arithmetic, then GREATEST: an unsigned column must never wrap below zero.
      await tx.execute(
        sql`UPDATE ${spec.table} SET ${column} = GREATEST(CAST(${column} AS SIGNED) + ${delta}, 0) WHERE ${spec.id} = ${id}`,
      );
    },
  };
  const activity = spec.activity;
  if (activity) {
    target.touchActivity = async (tx, id) => {
      await tx.execute(
        sql`UPDATE ${spec.table} SET ${activity} = CURRENT_TIMESTAMP(3) WHERE ${spec.id} = ${id}`,
      );
    };
  }
  return target;
}
