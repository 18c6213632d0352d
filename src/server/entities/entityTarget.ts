import type { Database } from '../db/client.ts';
import type { EntityKind } from '@/shared/content/entityType.ts';
import type { ContentStatusValue } from '@/shared/content/contentStatus.ts';

/** The subset of a database handle a transaction offers. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type EntityCounter = 'like' | 'favorite' | 'comment';

export interface EntityTargetInfo {
  id: number;
  authorId: number;
  status: ContentStatusValue;
  /** Published and not deleted: others may comment, like or favorite it. */
  open: boolean;
  /** Its like counter as read (under the lock, for lockTarget); absent where likes are not counted. */
  likeCount?: number;
}

/**
 * How comments, likes and favorites reach the thing they point at without touching its table:
 * each content feature implements this for its own rows (moments, articles, comments).
 */
export interface EntityTarget {
  kind: EntityKind;
  /** Reads the target without locking it (for reads such as listing its comments). */
  readTarget(db: Database | Transaction, id: number): Promise<EntityTargetInfo | undefined>;
  /** Reads the target inside the transaction, locking its row (SELECT … FOR UPDATE). */
  lockTarget(tx: Transaction, id: number): Promise<EntityTargetInfo | undefined>;
  /** A counter's current value (0 when the target is gone), for answers that report it. */
  readCounter(db: Database | Transaction, id: number, counter: EntityCounter): Promise<number>;
  /** Adds delta to a counter in the same transaction as the row it counts; never below zero. */
  adjustCounter(tx: Transaction, id: number, counter: EntityCounter, delta: number): Promise<void>;
  /** A new comment counts as activity (moments sort by it); optional. */
  touchActivity?(tx: Transaction, id: number): Promise<void>;
}

/** The part of a target a like needs: its lock and its like counter. */
export type LikedTarget = Pick<EntityTarget, 'lockTarget' | 'adjustCounter'>;
