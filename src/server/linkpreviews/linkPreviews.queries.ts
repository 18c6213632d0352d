import { and, eq, inArray } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { DatabaseNotConfiguredError, getDb, type Database } from '../db/client.ts';
import { linkPreviews, type LinkPreviewRow } from '../db/schema/index.ts';
import { getSiteConfig } from '../site/siteConfig.queries.ts';
import { previewAllowed } from '@/shared/linkpreviews/linkPreviewSettings.ts';
import { loneLinks, loneLinksInText, withPreviewCards, type PreviewCard } from './loneLinks.ts';

/** The key of a URL's row: SHA-256 of it, in hex. */
export function urlHash(url: string): string {
  return createHash('sha256').update(url).digest('hex');
}

export async function previewRowOf(hash: string, db: Database): Promise<LinkPreviewRow | undefined> {
  const [row] = await db.select().from(linkPreviews).where(eq(linkPreviews.urlHash, hash)).limit(1);
  return row;
}

/** The cards known for these URLs (one indexed read), by URL. */
export async function previewCardsFor(
  urls: readonly string[],
  db: Database = getDb(),
): Promise<Map<string, PreviewCard>> {
  const cards = new Map<string, PreviewCard>();
  if (urls.length === 0) return cards;
  const rows = await db
    .select({
      url: linkPreviews.url,
      title: linkPreviews.title,
      description: linkPreviews.description,
      siteName: linkPreviews.siteName,
      imageUrl: linkPreviews.imagePath,
    })
    .from(linkPreviews)
    .where(and(inArray(linkPreviews.urlHash, urls.map(urlHash)), eq(linkPreviews.status, 1)));
  for (const { url, ...card } of rows) cards.set(url, card);
  return cards;
}

/** The owner's link preview settings; none when the forum is not installed. */
async function previewConfig() {
  try {
    return (await getSiteConfig()).linkPreviews;
  } catch (error) {
    if (error instanceof DatabaseNotConfiguredError) return undefined;
    throw error;
  }
}

/**
 * The cards of plain texts' lone lines (comments), per text: one read for all of them, none when
 * no text has a lone link or previews are off.
 */
export async function previewCardsForTexts(
  texts: readonly string[],
  db: Database = getDb(),
): Promise<Array<Record<string, PreviewCard> | undefined>> {
  const perText = texts.map(loneLinksInText);
  if (perText.every((urls) => urls.length === 0)) return texts.map(() => undefined);
  const config = await previewConfig();
  const allowed = [...new Set(perText.flat())].filter((url) => config && previewAllowed(url, config));
  const cards = await previewCardsFor(allowed, db);
  return perText.map((urls) => {
    const found = urls.flatMap((url) => {
      const card = cards.get(url);
      return card ? [[url, card] as const] : [];
    });
    return found.length > 0 ? Object.fromEntries(found) : undefined;
  });
}

/**
 * Stored content HTML with its lone links shown as their cards, where the owner's settings allow
 * them and a card has been fetched; HTML without lone links is returned as it is, unread.
 */
export async function withLinkPreviews(html: string, db?: Database): Promise<string> {
  const urls = loneLinks(html);
  if (urls.length === 0) return html;
  const config = await previewConfig();
  if (!config) return html;
  const allowed = urls.filter((url) => previewAllowed(url, config));
  if (allowed.length === 0) return html;
  const cards = await previewCardsFor(allowed, db);
  if (cards.size === 0) return html;
  return withPreviewCards(html, (url) => (allowed.includes(url) ? cards.get(url) : undefined));
}
