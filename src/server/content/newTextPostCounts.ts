import { getDb, type Database } from '../db/client.ts';
import { mentionedInText } from '../mentions/linkMentions.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import { contentCounts, type ContentCounts } from './contentCounts.ts';

/** A new plain-text post with its uploaded images: a comment or a conversation message. */
export interface NewTextPost {
  content: string;
  images: readonly unknown[];
}

/**
 * The members a new plain-text post mentions (capped by the site's limit) and what it holds as the
 * posting gate counts it, its uploaded images included.
 */
export async function newTextPostCounts(
  config: SiteConfig,
  post: NewTextPost,
  db: Database = getDb(),
): Promise<{ mentioned: number[]; counts: ContentCounts }> {
  const mentioned = await mentionedInText(post.content, config.mentions.maxPerItem, db);
  const counts = contentCounts({
    text: post.content,
    attachedImages: post.images.length,
    mentioned: mentioned.length,
  });
  return { mentioned, counts };
}
