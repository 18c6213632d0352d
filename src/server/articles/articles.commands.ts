import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { articles } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { ApiError } from '../http/ApiError.ts';
import { assertModuleEnabled } from '../posting/postingRules.ts';
import { passPostingGate } from '../posting/postingGate.ts';
import { requireUser } from '../auth/requireUser.ts';
import type { Actor } from '../actor/actor.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { ArticleCreateData, ArticleUpdateData } from '@/shared/articles/articleSchemas.ts';
import type { ArticleSaved } from '@/shared/articles/articleTypes.ts';
import { m } from '@/paraglide/messages.js';
import { sanitizeArticleContent } from './articleContent.ts';
import { canDeleteArticle, canEditArticle } from './articlePolicy.ts';
import { countArticleInTags, replaceArticleTags } from './articleTagLinks.ts';
import { initialArticleStatus } from './initialArticleStatus.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import { fitColumn } from '../db/fitColumn.ts';
import { syncArticleDocument } from '../search/searchIndexSync.ts';
import { keepCheckOutcome } from '../posting/contentChecks/keepCheckOutcome.ts';
import { keepPreviousVersion } from '../revisions/keepPreviousVersion.ts';
import { articleVersion } from './articleRevisions.ts';
import { recordEvent } from '../outbox/recordEvent.ts';
import { deliverNow } from '../outbox/outboxDelivery.ts';
import { contentRemoved } from '../webhooks/contentRemoved.ts';
import { addWatch } from '../watching/setWatch.ts';
import { linkMentions } from '../mentions/linkMentions.ts';
import { authorLinksFollowed } from '../content/authorLinksFollowed.ts';
import { contentCounts } from '../content/contentCounts.ts';
import { ownItemPostedAt } from '../posting/ownItemPostedAt.ts';
import { announceMentionNotices, NO_MENTION_NOTICES, notifyMentions } from '../mentions/notifyMentions.ts';
import { insertPoll, replacePoll } from '../polls/createPoll.ts';

/**
 * What create and edit both check first: the module, the clean body with its mentions, then the
 * posting gate with what the body holds (the trust level's limits, decision 057).
 */
async function checkArticle(
  actor: Actor,
  input: ArticleCreateData,
  edit: { isNew: boolean; postedAt?: Date | undefined; itemId?: number },
  db: Database,
) {
  assertModuleEnabled(actor.config, 'article');
  const { content, mentioned } = await linkMentions(
    sanitizeArticleContent(input.content, authorLinksFollowed(actor.member, actor.config)),
    actor.config.mentions.maxPerItem,
    db,
  );
  const text = `${input.title}\n${content.text}`;
  const counts = contentCounts({ html: [content.html], mentioned: mentioned.length });
  const { member, holds } = await passPostingGate(actor, { kind: 'article', text, counts, ...edit }, db);
  return { content, mentioned, member, holds, text };
}

/** Publishes (or, by initialArticleStatus, queues for review) a new article with its tags. */
export async function createArticle(
  actor: Actor,
  input: ArticleCreateData,
  db: Database = getDb(),
): Promise<ArticleSaved> {
  const { content, mentioned, member, holds, text } = await checkArticle(actor, input, { isNew: true }, db);
  const status = initialArticleStatus(holds.length > 0);
  const saved = await withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(articles)
        .values({
          userId: member.id,
          title: input.title,
          content: content.html,
          contentText: content.text,
          excerpt: content.excerpt,
          cover: input.cover,
          ip: fitColumn(actor.ip, articles.ip),
          ipLocation: fitColumn(actor.location, articles.ipLocation),
          status,
        })
        .$returningId();
      if (!inserted) throw new Error('article insert returned no id');
      await replaceArticleTags(tx, inserted.id, input.tags, status === ContentStatus.published);
      if (input.poll) await insertPoll(tx, 'article', inserted.id, input.poll);
      const checked = { kind: 'article' as const, id: inserted.id, authorId: member.id, text };
      await keepCheckOutcome(tx, actor.config, checked, holds);
      await syncArticleDocument(tx, inserted.id);
      await addWatch(tx, member.id, 'article', inserted.id);
      // Held articles are announced to watchers, and their mentions notified, when they are approved.
      const published = status === ContentStatus.published;
      const events = published
        ? [await recordEvent(tx, { type: 'article.created', articleId: inserted.id, userId: member.id })]
        : [];
      const notices = published
        ? await notifyArticleMentions(tx, inserted.id, member.id, input.title, mentioned)
        : NO_MENTION_NOTICES;
      return { id: inserted.id, events, notices };
    }),
  );
  await deliverNow(saved.events, db);
  await announceMentionNotices(saved.notices, db);
  return { id: saved.id };
}

/** The mention notices of a published article, in its transaction (decision 037). */
function notifyArticleMentions(
  tx: Transaction,
  articleId: number,
  authorId: number,
  title: string,
  mentioned: number[],
) {
  return notifyMentions(tx, {
    kind: 'article',
    id: articleId,
    authorId,
    mentioned,
    target: { kind: 'article', id: articleId },
    quote: title,
  });
}

async function lockArticle(tx: Transaction, id: number) {
  const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
  if (!row || row.status === ContentStatus.deleted) {
    throw new ApiError(404, m.articles_not_found(), ErrorCode.notFound);
  }
  return row;
}

/**
 * The author rewrites title, body, cover and tags; the review state and publish time stay. Past the
 * grace period the replaced version is kept as a revision (decision 034).
 */
export async function updateArticle(
  actor: Actor,
  input: ArticleUpdateData,
  db: Database = getDb(),
): Promise<ArticleSaved> {
  const postedAt = await ownItemPostedAt(articles, actor, input.id, db);
  const { content, mentioned, member, holds, text } = await checkArticle(
    actor,
    input,
    { isNew: false, postedAt, itemId: input.id },
    db,
  );
  const saved = await withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const article = await lockArticle(tx, input.id);
      if (!canEditArticle(member, article)) {
        throw new ApiError(403, m.articles_forbidden_edit(), ErrorCode.forbidden);
      }
      const after = {
        title: input.title,
        content: content.html,
        contentText: content.text,
        cover: input.cover,
      };
      await keepPreviousVersion(
        tx,
        {
          kind: 'article',
          id: article.id,
          authorId: article.userId,
          createdAt: article.createdAt,
          revisionCount: article.revisionCount,
        },
        {
          editorId: member.id,
          before: articleVersion(article),
          after: articleVersion(after),
          graceMinutes: actor.config.revisions.graceMinutes,
        },
      );
      await tx
        .update(articles)
        .set({
          title: input.title,
          content: content.html,
          contentText: content.text,
          excerpt: content.excerpt,
          cover: input.cover,
          updatedAt: new Date(),
        })
        .where(eq(articles.id, article.id));
      await replaceArticleTags(tx, article.id, input.tags, article.status === ContentStatus.published);
      await replacePoll(tx, 'article', article.id, input.poll);
      // An edit that adds a forbidden word (or fails a content check) takes a published article back to review.
      if (holds.length > 0 && article.status === ContentStatus.published) {
        await tx.update(articles).set({ status: ContentStatus.pending }).where(eq(articles.id, article.id));
        await countArticleInTags(tx, article.id, -1);
      }
      const checked = { kind: 'article' as const, id: article.id, authorId: article.userId, text };
      await keepCheckOutcome(tx, actor.config, checked, holds);
      await syncArticleDocument(tx, article.id);
      // Members the edit newly mentions hear of it, from the article's author.
      const stillPublished = article.status === ContentStatus.published && holds.length === 0;
      const notices = stillPublished
        ? await notifyArticleMentions(tx, article.id, article.userId, input.title, mentioned)
        : NO_MENTION_NOTICES;
      const edited = { type: 'content.edited', kind: 'article', id: article.id, actorId: member.id } as const;
      return { id: article.id, notices, event: await recordEvent(tx, { ...edited, at: Date.now() }) };
    }),
  );
  await deliverNow([saved.event], db);
  await announceMentionNotices(saved.notices, db);
  return { id: saved.id };
}

/** Soft delete by the author or a moderator; its tags stop counting it. */
export async function deleteArticle(actor: Actor, id: number, db: Database = getDb()): Promise<void> {
  assertModuleEnabled(actor.config, 'article');
  const viewer = requireUser({ user: actor.member });
  const event = await db.transaction(async (tx) => {
    const article = await lockArticle(tx, id);
    if (!canDeleteArticle(viewer, article)) {
      throw new ApiError(403, m.articles_forbidden_delete(), ErrorCode.forbidden);
    }
    await tx
      .update(articles)
      .set({ status: ContentStatus.deleted, updatedAt: new Date() })
      .where(eq(articles.id, article.id));
    if (article.status === ContentStatus.published) await countArticleInTags(tx, article.id, -1);
    await syncArticleDocument(tx, article.id);
    return recordEvent(tx, contentRemoved('article', article.id, article.userId, viewer.id));
  });
  await deliverNow([event], db);
}
