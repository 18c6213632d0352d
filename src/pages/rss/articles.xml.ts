import type { APIRoute } from 'astro';
import { notFound } from '@/components/chrome/errorResponses.ts';
import { isModuleEnabled } from '@/server/posting/postingRules.ts';
import { latestArticles } from '@/server/seo/feed.queries.ts';
import { feedResponse } from '@/server/seo/feedResponse.ts';
import { articlesFeed } from '@/components/seo/pageFeeds.ts';
import { ARTICLES_PATH } from '@/shared/articles/articlePaths.ts';
import { m } from '@/paraglide/messages.js';

/** RSS 2.0: the newest published articles. */
export const GET: APIRoute = async (context) => {
  const { config } = context.locals;
  if (!isModuleEnabled(config, 'article')) return notFound(context);
  const site = config.siteTitle;
  return feedResponse(
    context,
    {
      title: articlesFeed(config).title,
      description: m.seo_feed_articles_description({ site }),
      page: ARTICLES_PATH,
    },
    await latestArticles(),
  );
};
