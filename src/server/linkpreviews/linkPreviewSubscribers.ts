import { eq } from 'drizzle-orm';
import { articles, moments } from '../db/schema/index.ts';
import { commentInDelivery } from '../comments/commentInDelivery.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { subscribe, subscribeOutside, type DeliveryContext } from '../events/eventBus.ts';
import { commentChanged, contentChanged } from '../pageCache/pageInvalidation.ts';
import { getSiteConfig } from '../site/siteConfig.queries.ts';
import { getEnv } from '../config/env.ts';
import type { EntityKind } from '@/shared/content/entityType.ts';
import { previewAllowed } from '@/shared/linkpreviews/linkPreviewSettings.ts';
import { refreshLinkPreview } from './linkPreviews.commands.ts';
import { loneLinks, loneLinksInText } from './loneLinks.ts';

/** The lone links of a saved item and its author, read in the delivery's transaction. */
async function loneLinksOf(
  tx: Transaction,
  kind: EntityKind,
  id: number,
): Promise<{ urls: string[]; userId: number } | undefined> {
  if (kind === 'comment') {
    const row = await commentInDelivery(tx, id);
    return row && { urls: loneLinksInText(row.content), userId: row.userId };
  }
  const table = kind === 'moment' ? moments : articles;
  const [row] = await tx
    .select({ content: table.content, userId: table.userId })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row && { urls: loneLinks(row.content), userId: row.userId };
}

/** One `linkpreview.fetch` per lone link of the item: the fetches run outside, after this commits. */
async function queueFetches(kind: EntityKind, id: number, context: DeliveryContext): Promise<void> {
  const found = await loneLinksOf(context.tx, kind, id);
  if (!found) return;
  for (const url of found.urls) {
    await context.record({ type: 'linkpreview.fetch', url, kind, id, userId: found.userId });
  }
}

subscribe('moment.created', (event, context) => queueFetches('moment', event.momentId, context));
subscribe('article.created', (event, context) => queueFetches('article', event.articleId, context));
subscribe('comment.created', (event, context) => queueFetches('comment', event.commentId, context));
subscribe('content.edited', (event, context) => queueFetches(event.kind, event.id, context));

// The fetch cannot sit in a transaction (3 s at most per page and image). When a card arrives, the
// cached pages showing the item are emptied so the next reader gets it (also when the card was
// already fresh: this item's page may have been cached before it existed).
subscribeOutside('linkpreview.fetch', async (event, db) => {
  const config = (await getSiteConfig(db)).linkPreviews;
  if (!previewAllowed(event.url, config)) return [];
  const privateHosts = getEnv().PREVIEW_PRIVATE_HOSTS;
  const outcome = await refreshLinkPreview(event.url, event.userId, {
    db,
    allowed: (url) => previewAllowed(url, config),
    allowPrivate: (url) => privateHosts.includes(url.host) || privateHosts.includes(url.hostname),
  });
  if (outcome !== 'none') {
    if (event.kind === 'comment') await commentChanged(event.id);
    else await contentChanged(event.kind, event.id);
  }
  return [];
});
