import { isModuleEnabled } from '@/server/posting/postingRules.ts';
import { ARTICLES_FEED_PATH, MOMENTS_FEED_PATH, tagFeedPath, userFeedPath } from '@/server/seo/feedPaths.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import { m } from '@/paraglide/messages.js';

/**
 * An RSS feed as a page offers it: the head's <link rel="alternate"> and the visible FeedLink take
 * this one value, and the feed route titles its channel the same.
 */
export interface PageFeed {
  title: string;
  href: string;
}

/** The newest moments (/moments). */
export function momentsFeed(config: SiteConfig): PageFeed {
  return { title: m.seo_feed_moments_title({ site: config.siteTitle }), href: MOMENTS_FEED_PATH };
}

/** The newest articles (/articles). */
export function articlesFeed(config: SiteConfig): PageFeed {
  return { title: m.seo_feed_articles_title({ site: config.siteTitle }), href: ARTICLES_FEED_PATH };
}

/** A tag's newest moments and articles (its pages under /moments and /articles). */
export function tagFeed(config: SiteConfig, tag: { id: number; name: string }): PageFeed {
  return {
    title: m.seo_feed_tag_title({ site: config.siteTitle, tag: tag.name }),
    href: tagFeedPath(tag.id),
  };
}

/** A member's newest moments and articles (their profile); none while both modules are off. */
export function memberFeed(config: SiteConfig, member: { id: number; name: string }): PageFeed | undefined {
  if (!isModuleEnabled(config, 'moment') && !isModuleEnabled(config, 'article')) return undefined;
  return {
    title: m.seo_feed_user_title({ site: config.siteTitle, name: member.name }),
    href: userFeedPath(member.id),
  };
}
