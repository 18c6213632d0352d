import { getDb, type Database } from '../db/client.ts';
import { linkPreviews } from '../db/schema/index.ts';
import { logger } from '../log/logger.ts';
import type { UploadStorage } from '../upload/storage/UploadStorage.ts';
import { uploadImage } from '../upload/uploadImage.ts';
import {
  fetchPageFacts,
  fetchPreviewImage,
  PreviewRefused,
  type PreviewFetchOptions,
} from './fetchPreview.ts';
import { previewRowOf, urlHash } from './linkPreviews.queries.ts';

/** A card older than this is fetched again when a post naming its URL is saved. */
export const PREVIEW_FRESH_MS = 24 * 60 * 60 * 1000;

export interface RefreshDeps extends PreviewFetchOptions {
  db?: Database;
  storage?: UploadStorage;
  now?: () => Date;
}

/** What a refresh did: the row was fresh, a card was made, or the page gave none. */
export type RefreshOutcome = 'fresh' | 'card' | 'none';

/** The page's image re-encoded through the upload pipeline and stored as the author's upload; '' for none. */
async function storedImage(
  imageUrl: string,
  userId: number,
  deps: RefreshDeps,
  db: Database,
): Promise<string> {
  if (!imageUrl) return '';
  try {
    const bytes = await fetchPreviewImage(imageUrl, deps);
    const stored = await uploadImage(
      { bytes, name: 'link-preview', userId },
      { db, ...(deps.storage ? { storage: deps.storage } : {}), ...(deps.now ? { now: deps.now } : {}) },
    );
    return stored.url;
  } catch (error) {
    // Refused, too large, not an image, a decompression bomb: the card goes without its image.
    logger.info({ err: error, imageUrl }, 'link preview image left out');
    return '';
  }
}

/**
 * Fetches the preview of one URL unless its row is under a day old, and writes the row: a card
 * when the page named a title, otherwise a row without one (the link stays plain until it is
 * fetched again). A refused page is an outcome, not an error: nothing is retried.
 */
export async function refreshLinkPreview(
  url: string,
  userId: number,
  deps: RefreshDeps = {},
): Promise<RefreshOutcome> {
  const db = deps.db ?? getDb();
  const now = deps.now ?? (() => new Date());
  const hash = urlHash(url);
  const existing = await previewRowOf(hash, db);
  if (existing && now().getTime() - existing.fetchedAt.getTime() < PREVIEW_FRESH_MS) return 'fresh';
  let values = { status: 0, title: '', description: '', siteName: '', imagePath: '' };
  try {
    const facts = await fetchPageFacts(url, deps);
    if (facts.title) {
      values = {
        status: 1,
        title: facts.title,
        description: facts.description,
        siteName: facts.siteName,
        imagePath: await storedImage(facts.imageUrl, userId, deps, db),
      };
    }
  } catch (error) {
    if (!(error instanceof PreviewRefused)) throw error;
    logger.info({ url, reason: error.reason }, 'link preview refused');
  }
  const fetchedAt = now();
  await db
    .insert(linkPreviews)
    .values({ urlHash: hash, url, ...values, fetchedAt })
    .onDuplicateKeyUpdate({ set: { ...values, fetchedAt } });
  return values.status === 1 ? 'card' : 'none';
}
