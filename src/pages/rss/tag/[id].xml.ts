import type { APIRoute } from 'astro';
import { notFound } from '@/components/chrome/errorResponses.ts';
import { routeId } from '@/components/moments/routeId.ts';
import { isModuleEnabled } from '@/server/posting/postingRules.ts';
import { findTag } from '@/server/taxonomy/tags.queries.ts';
import { tagEntries } from '@/server/seo/feed.queries.ts';
import { feedResponse } from '@/server/seo/feedResponse.ts';
import { tagFeed } from '@/components/seo/pageFeeds.ts';
import { articlesTagPath } from '@/shared/articles/articlePaths.ts';
import { m } from '@/paraglide/messages.js';

/** RSS 2.0: a tag's newest published moments and articles (only the enabled modules'). */
export const GET: APIRoute = async (context) => {
  const { config } = context.locals;
  const moments = isModuleEnabled(config, 'moment');
  const articles = isModuleEnabled(config, 'article');
  const id = routeId(context.params.id);
  const tag = id === undefined || (!moments && !articles) ? undefined : await findTag(id);
  if (!tag) return notFound(context);
  const entries = (await tagEntries(tag.id)).filter((entry) =>
    entry.kind === 'moment' ? moments : articles,
  );
  const site = config.siteTitle;
  return feedResponse(
    context,
    {
      title: tagFeed(config, tag).title,
      description: m.seo_feed_tag_description({ site, tag: tag.name }),
      page: moments ? `/moments/tag/${tag.id}` : articlesTagPath(tag.id),
    },
    entries,
  );
};
