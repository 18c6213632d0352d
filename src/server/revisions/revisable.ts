import type { Transaction } from '../entities/entityTarget.ts';
import type { EntityKind } from '@/shared/content/entityType.ts';

/** What one version of an item holds: the fields an edit may change. */
export interface ItemVersion {
  title: string;
  /** Clean HTML (moments, articles) or plain text (comments). */
  body: string;
  /** The stored plain text (search's, white space collapsed); the history diffs the body's paragraphs. */
  bodyText: string;
  /** The other edited fields (images, hidden content, cover, type), as JSON-safe values. */
  extra: Record<string, unknown>;
}

/** The facts of an item an edit needs, read under its row lock. */
export interface LockedItem {
  kind: EntityKind;
  id: number;
  authorId: number;
  createdAt: Date;
  revisionCount: number;
  version: ItemVersion;
}

/** The row columns every revisable table has, under the names drizzle gives them. */
export interface RevisableRow {
  id: number;
  userId: number;
  createdAt: Date;
  revisionCount: number;
}

export function lockedItem(kind: EntityKind, row: RevisableRow, version: ItemVersion): LockedItem {
  return {
    kind,
    id: row.id,
    authorId: row.userId,
    createdAt: row.createdAt,
    revisionCount: row.revisionCount,
    version,
  };
}

/** How restoring reaches a kind's rows without knowing its table (each feature implements it). */
export interface Revisable {
  kind: EntityKind;
  /** The item's row locked (SELECT … FOR UPDATE); undefined when missing or deleted. */
  lock(tx: Transaction, id: number): Promise<LockedItem | undefined>;
  /** Writes a version back into the item's row (and its search document). */
  apply(tx: Transaction, id: number, version: ItemVersion): Promise<void>;
}
