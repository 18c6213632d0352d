import { and, count, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client.ts';
import { articles, articleTags, moments, momentTags, tags } from '@/server/db/schema/index.ts';
import type { Transaction } from '@/server/entities/entityTarget.ts';
import { isDuplicateKey } from '@/server/db/mysqlErrors.ts';
import { withDeadlockRetry } from '@/server/db/withDeadlockRetry.ts';
import { ApiError } from '@/server/http/ApiError.ts';
import { recordAction } from '@/server/moderation/recordAction.ts';
import { clearHotTagsCache } from '@/server/taxonomy/hotTagsCache.ts';
import { lockTags } from '@/server/taxonomy/tags.commands.ts';
import type { TagSummary } from '@/server/taxonomy/tags.queries.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { AdminActor } from './adminActor.ts';
import { findTag, findTagNamed } from './tagAdmin.queries.ts';
import { resyncTagged, taggedIds, type TaggedIds } from './tagSearchResync.ts';
import { m } from '@/paraglide/messages.js';

// Callers check 'taxonomy.manage'. Tags are locked first, in id order, as every moment writer does.

function notFound(): ApiError {
  return new ApiError(404, m.admintaxonomy_tag_not_found(), ErrorCode.notFound);
}

function nameTaken(name: string): ApiError {
  return new ApiError(409, m.admintaxonomy_tag_name_taken({ name }), ErrorCode.conflict, 'name');
}

/** After a tag change: the tagged items' search documents follow it, and one audit row records it. */
async function recordTagChange(
  tx: Transaction,
  actor: AdminActor,
  verb: 'rename' | 'merge' | 'delete',
  targetId: number,
  ids: TaggedIds,
  detail: Record<string, unknown>,
): Promise<void> {
  await resyncTagged(tx, ids);
  await recordAction(tx, {
    actorId: actor.actorId,
    action: `tag.${verb}`,
    targetType: 'tag',
    targetId,
    detail,
    ip: actor.ip,
  });
}

async function lockedTag(tx: Transaction, id: number): Promise<TagSummary> {
  await lockTags(tx, [id]);
  const tag = await findTag(id, tx);
  if (!tag) throw notFound();
  return tag;
}

function affectedCounts(ids: TaggedIds) {
  return { moments: ids.momentIds.length, articles: ids.articleIds.length };
}

/** Renames a tag; a name another tag holds (by the index's collation) is refused with a hint to merge. */
export async function renameTag(
  id: number,
  name: string,
  actor: AdminActor,
  db: Database = getDb(),
): Promise<void> {
  try {
    await withDeadlockRetry(() =>
      db.transaction(async (tx) => {
        const tag = await lockedTag(tx, id);
        const holder = await findTagNamed(name, tx);
        if (holder && holder.id !== id) throw nameTaken(holder.name);
        if (tag.name === name) return;
        await tx.update(tags).set({ name }).where(eq(tags.id, id));
        const ids = await taggedIds(tx, id);
        await recordTagChange(tx, actor, 'rename', id, ids, { before: tag.name, after: name });
      }),
    );
  } catch (error) {
    // Another writer created the name between the check and the update.
    if (isDuplicateKey(error)) throw nameTaken(name);
    throw error;
  }
  clearHotTagsCache();
}

/** Sets the tag's counts to its published moments and articles, counted from the link rows. */
async function recountTag(tx: Transaction, id: number): Promise<void> {
  const [momentTotal] = await tx
    .select({ total: count() })
    .from(momentTags)
    .innerJoin(moments, eq(moments.id, momentTags.momentId))
    .where(and(eq(momentTags.tagId, id), eq(moments.status, ContentStatus.published)));
  const [articleTotal] = await tx
    .select({ total: count() })
    .from(articleTags)
    .innerJoin(articles, eq(articles.id, articleTags.articleId))
    .where(and(eq(articleTags.tagId, id), eq(articles.status, ContentStatus.published)));
  await tx
    .update(tags)
    .set({ momentCount: momentTotal?.total ?? 0, articleCount: articleTotal?.total ?? 0 })
    .where(eq(tags.id, id));
}

/**
 * Moves every moment and article of the source tag to the target (a post holding both keeps one
 * link), recounts the target from its rows and deletes the source, in one transaction.
 */
export async function mergeTags(
  sourceId: number,
  targetName: string,
  actor: AdminActor,
  db: Database = getDb(),
): Promise<TagSummary> {
  const targetId = await withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const target = await findTagNamed(targetName, tx);
      if (!target)
        throw new ApiError(
          404,
          m.admintaxonomy_tag_target_not_found({ name: targetName }),
          ErrorCode.notFound,
          'target',
        );
      if (target.id === sourceId)
        throw new ApiError(400, m.admintaxonomy_tag_merge_self(), ErrorCode.validation, 'target');
      await lockTags(tx, [sourceId, target.id]);
      const source = await findTag(sourceId, tx);
      if (!source || !(await findTag(target.id, tx))) throw notFound();
      const ids = await taggedIds(tx, sourceId);
      await tx.execute(
        sql`INSERT IGNORE INTO ${momentTags} (moment_id, tag_id) SELECT moment_id, ${target.id} FROM ${momentTags} WHERE tag_id = ${sourceId}`,
      );
      await tx.delete(momentTags).where(eq(momentTags.tagId, sourceId));
      await tx.execute(
        sql`INSERT IGNORE INTO ${articleTags} (article_id, tag_id) SELECT article_id, ${target.id} FROM ${articleTags} WHERE tag_id = ${sourceId}`,
      );
      await tx.delete(articleTags).where(eq(articleTags.tagId, sourceId));
      await recountTag(tx, target.id);
      await tx.delete(tags).where(eq(tags.id, sourceId));
      await recordTagChange(tx, actor, 'merge', target.id, ids, {
        source: source.name,
        sourceId,
        target: target.name,
        ...affectedCounts(ids),
      });
      return target.id;
    }),
  );
  clearHotTagsCache();
  const merged = await findTag(targetId, db);
  if (!merged) throw notFound();
  return merged;
}

/** Removes the tag from every moment and article, then the tag itself. */
export async function deleteTag(id: number, actor: AdminActor, db: Database = getDb()): Promise<void> {
  await withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const tag = await lockedTag(tx, id);
      const ids = await taggedIds(tx, id);
      await tx.delete(momentTags).where(eq(momentTags.tagId, id));
      await tx.delete(articleTags).where(eq(articleTags.tagId, id));
      await tx.delete(tags).where(eq(tags.id, id));
      await recordTagChange(tx, actor, 'delete', id, ids, { name: tag.name, ...affectedCounts(ids) });
    }),
  );
  clearHotTagsCache();
}
