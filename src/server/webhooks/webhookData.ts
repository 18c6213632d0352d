import { eq } from 'drizzle-orm';
import { articles, comments, moments, reports, users } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import type { DomainEvent } from '../events/domainEvent.ts';
import { commentKindOf } from '../comments/commentViews.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { EntityKind } from '@/shared/content/entityType.ts';
import { momentPath } from '@/shared/moments/momentCard.ts';
import { articlePath } from '@/shared/articles/articlePaths.ts';
import { commentDomId } from '@/shared/comments/commentPresentation.ts';
import { userProfilePath } from '@/shared/navigation/paths.ts';

type Data = Record<string, unknown>;

const STATUS_NAMES = ['published', 'pending', 'deleted'] as const;
const statusName = (status: number) => STATUS_NAMES[status] ?? 'deleted';
const iso = (time: Date | null) => (time ? time.toISOString() : null);

async function memberOf(tx: Transaction, id: number): Promise<Data | null> {
  const [row] = await tx
    .select({ id: users.id, username: users.username, nickname: users.nickname, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, id));
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    path: userProfilePath(row.id),
    createdAt: iso(row.createdAt),
  };
}

type PostRow = typeof moments.$inferSelect | typeof articles.$inferSelect;

// Text only while the item is published: a held or deleted item's words are not public.
function postData(kind: 'moment' | 'article', row: PostRow, author: Data | null): Data {
  const shown = row.status === ContentStatus.published;
  return {
    [kind]: {
      id: row.id,
      status: statusName(row.status),
      title: shown ? row.title : '',
      excerpt: shown ? row.excerpt : '',
      path: kind === 'moment' ? momentPath(row.id) : articlePath(row.id),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    },
    author,
  };
}

async function momentData(tx: Transaction, id: number): Promise<Data | null> {
  const [row] = await tx.select().from(moments).where(eq(moments.id, id));
  return row ? postData('moment', row, await memberOf(tx, row.userId)) : null;
}

async function articleData(tx: Transaction, id: number): Promise<Data | null> {
  const [row] = await tx.select().from(articles).where(eq(articles.id, id));
  return row ? postData('article', row, await memberOf(tx, row.userId)) : null;
}

async function commentData(tx: Transaction, id: number): Promise<Data | null> {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id));
  if (!row) return null;
  const on = commentKindOf(row.entityType);
  const itemPath = on === 'moment' ? momentPath(row.entityId) : articlePath(row.entityId);
  return {
    comment: {
      id: row.id,
      status: statusName(row.status),
      text: row.status === ContentStatus.published ? row.content : '',
      on: { kind: on, id: row.entityId },
      parentId: row.parentId,
      path: `${itemPath}#${commentDomId(row.id)}`,
      createdAt: iso(row.createdAt),
    },
    author: await memberOf(tx, row.userId),
  };
}

function contentData(tx: Transaction, kind: EntityKind, id: number): Promise<Data | null> {
  if (kind === 'moment') return momentData(tx, id);
  if (kind === 'article') return articleData(tx, id);
  return commentData(tx, id);
}

async function reportData(tx: Transaction, id: number): Promise<Data | null> {
  const [row] = await tx.select().from(reports).where(eq(reports.id, id));
  if (!row) return null;
  // Who reported and why stays with the staff; a private conversation is not named.
  const target =
    row.targetType === 'conversation' ? { type: row.targetType } : { type: row.targetType, id: row.targetId };
  return { report: { id: row.id, target, createdAt: iso(row.createdAt) } };
}

/**
 * The public representation of what the event is about, read in the delivery's transaction: ids,
 * titles, excerpts, paths and public member names; never e-mail addresses, reasons of reports or
 * bans, or anything of a private conversation. Null when the item is gone.
 */
export async function webhookDataOf(tx: Transaction, event: DomainEvent): Promise<Data | null> {
  switch (event.type) {
    case 'moment.created':
      return momentData(tx, event.momentId);
    case 'article.created':
      return articleData(tx, event.articleId);
    case 'comment.created':
      return commentData(tx, event.commentId);
    case 'content.edited':
    case 'content.deleted':
      return contentData(tx, event.kind, event.id);
    case 'content.moderated': {
      const data = await contentData(tx, event.kind, event.id);
      return data && { ...data, action: event.action };
    }
    case 'member.signed_up': {
      const member = await memberOf(tx, event.userId);
      return member && { member };
    }
    case 'member.banned': {
      const member = await memberOf(tx, event.userId);
      return member && { member, until: event.until === null ? null : new Date(event.until).toISOString() };
    }
    case 'report.filed':
      return reportData(tx, event.reportId);
    default:
      return null;
  }
}
