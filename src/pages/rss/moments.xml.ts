import type { APIRoute } from 'astro';
import { notFound } from '@/components/chrome/errorResponses.ts';
import { isModuleEnabled } from '@/server/posting/postingRules.ts';
import { latestMoments } from '@/server/seo/feed.queries.ts';
import { feedResponse } from '@/server/seo/feedResponse.ts';
import { momentsFeed } from '@/components/seo/pageFeeds.ts';
import { m } from '@/paraglide/messages.js';

/** RSS 2.0: the newest published moments. */
export const GET: APIRoute = async (context) => {
  const { config } = context.locals;
  if (!isModuleEnabled(config, 'moment')) return notFound(context);
  const site = config.siteTitle;
  return feedResponse(
    context,
    {
      title: momentsFeed(config).title,
      description: m.seo_feed_moments_description({ site }),
      page: '/moments',
    },
    await latestMoments(),
  );
};
