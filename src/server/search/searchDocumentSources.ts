import { asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { AnyMySqlColumn } from 'drizzle-orm/mysql-core';
import type { Database } from '../db/client.ts';
import { articles, articleTags, moments, momentTags, tags, users } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import type { SearchDocument } from './searchEngine.ts';
import { BAN_FOREVER } from '../../shared/users/ban.ts';

// Relative imports only: the start-up launcher runs the backfill with Node's type stripping.

/** Published (ContentStatus.published); users: status 0 is an active member. */
const VISIBLE_STATUS = 0;

type Reader = Database | Transaction;

/** Which rows to read: these ids, or the next `limit` ids after `afterId` (the backfill walk). */
export type SourceRange = { ids: readonly number[] } | { afterId: number; limit: number };

export interface SourceBatch {
  /** Documents of the visible rows. */
  documents: SearchDocument[];
  /** Ids asked for (or walked over) that must have no document: not visible, or gone. */
  hiddenIds: number[];
  /** The highest id read; undefined when the range held no row. */
  lastId: number | undefined;
}

function rangeCondition(column: AnyMySqlColumn, range: SourceRange): SQL {
  return 'ids' in range ? inArray(column, [...range.ids]) : gt(column, range.afterId);
}

function rangeLimit(range: SourceRange): number {
  return 'ids' in range ? range.ids.length : range.limit;
}

function groupNames(rows: Array<{ ownerId: number; name: string }>): Map<number, string[]> {
  const byOwner = new Map<number, string[]>();
  for (const row of rows) byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), row.name]);
  return byOwner;
}

async function momentTagNames(db: Reader, momentIds: number[]): Promise<Map<number, string[]>> {
  if (momentIds.length === 0) return new Map();
  const rows = await db
    .select({ ownerId: momentTags.momentId, name: tags.name })
    .from(momentTags)
    .innerJoin(tags, eq(tags.id, momentTags.tagId))
    .where(inArray(momentTags.momentId, momentIds));
  return groupNames(rows);
}

async function articleTagNames(db: Reader, articleIds: number[]): Promise<Map<number, string[]>> {
  if (articleIds.length === 0) return new Map();
  const rows = await db
    .select({ ownerId: articleTags.articleId, name: tags.name })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(inArray(articleTags.articleId, articleIds));
  return groupNames(rows);
}

function batch<T extends { id: number; status: number }>(
  rows: T[],
  range: SourceRange,
  toDocument: (row: T) => SearchDocument,
): SourceBatch {
  const visible = rows.filter((row) => row.status === VISIBLE_STATUS);
  const visibleIds = new Set(visible.map((row) => row.id));
  const walked = 'ids' in range ? [...range.ids] : rows.map((row) => row.id);
  return {
    documents: visible.map(toDocument),
    hiddenIds: walked.filter((id) => !visibleIds.has(id)),
    lastId: rows.length > 0 ? Math.max(...rows.map((row) => row.id)) : undefined,
  };
}

const joinText = (...parts: string[]) => parts.filter((part) => part !== '').join('\n');

/** Moments: the title (empty for tweets) and the plain text plus tag names as the body. */
export async function momentSources(db: Reader, range: SourceRange): Promise<SourceBatch> {
  const rows = await db
    .select({
      id: moments.id,
      userId: moments.userId,
      nodeId: moments.nodeId,
      title: moments.title,
      contentText: moments.contentText,
      status: moments.status,
      createdAt: moments.createdAt,
    })
    .from(moments)
    .where(rangeCondition(moments.id, range))
    .orderBy(asc(moments.id))
    .limit(rangeLimit(range));
  const published = rows.filter((row) => row.status === VISIBLE_STATUS).map((row) => row.id);
  const names = await momentTagNames(db, published);
  return batch(rows, range, (row) => ({
    kind: 'moment',
    entityId: row.id,
    title: row.title,
    body: joinText(row.contentText, ...(names.get(row.id) ?? [])),
    nodeId: row.nodeId,
    userId: row.userId,
    publishedAt: row.createdAt,
  }));
}

/** Articles: the title, and the plain text plus tag names as the body. */
export async function articleSources(db: Reader, range: SourceRange): Promise<SourceBatch> {
  const rows = await db
    .select({
      id: articles.id,
      userId: articles.userId,
      title: articles.title,
      contentText: articles.contentText,
      status: articles.status,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .where(rangeCondition(articles.id, range))
    .orderBy(asc(articles.id))
    .limit(rangeLimit(range));
  const published = rows.filter((row) => row.status === VISIBLE_STATUS).map((row) => row.id);
  const names = await articleTagNames(db, published);
  return batch(rows, range, (row) => ({
    kind: 'article',
    entityId: row.id,
    title: row.title,
    body: joinText(row.contentText, ...(names.get(row.id) ?? [])),
    nodeId: 0,
    userId: row.userId,
    publishedAt: row.publishedAt,
  }));
}

/** Members: nickname and username as the title, the signature as the body; none for one banned for good. */
export async function userSources(db: Reader, range: SourceRange): Promise<SourceBatch> {
  const rows = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      username: users.username,
      signature: users.signature,
      status: users.status,
      bannedUntil: users.bannedUntil,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(rangeCondition(users.id, range))
    .orderBy(asc(users.id))
    .limit(rangeLimit(range));
  // A member banned for good (a removed spammer among them) is not found by search.
  const shown = rows.map((row) =>
    row.bannedUntil && row.bannedUntil.getTime() >= BAN_FOREVER.getTime() ? { ...row, status: -1 } : row,
  );
  return batch(shown, range, (row) => ({
    kind: 'user',
    entityId: row.id,
    title: joinText(row.nickname, row.username ?? ''),
    body: row.signature,
    nodeId: 0,
    userId: row.id,
    publishedAt: row.createdAt,
  }));
}
