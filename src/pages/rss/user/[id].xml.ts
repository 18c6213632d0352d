import type { APIRoute } from 'astro';
import { notFound } from '@/components/chrome/errorResponses.ts';
import { loadProfile } from '@/components/profile/loadProfile.ts';
import { memberFeed } from '@/components/seo/pageFeeds.ts';
import { isModuleEnabled } from '@/server/posting/postingRules.ts';
import { userEntries } from '@/server/seo/feed.queries.ts';
import { feedResponse } from '@/server/seo/feedResponse.ts';
import { userProfilePath } from '@/shared/navigation/paths.ts';
import { m } from '@/paraglide/messages.js';

/** RSS 2.0: a member's newest published moments and articles (their profile's; none for a deleted member). */
export const GET: APIRoute = async (context) => {
  const { config } = context.locals;
  const loaded = await loadProfile(context.params.id);
  const feed = loaded && memberFeed(config, { id: loaded.profile.id, name: loaded.name });
  if (!loaded || !feed) return notFound(context);
  return feedResponse(
    context,
    {
      title: feed.title,
      description: m.seo_feed_user_description({ site: config.siteTitle, name: loaded.name }),
      page: userProfilePath(loaded.profile.id),
    },
    await userEntries(loaded.profile.id, {
      moments: isModuleEnabled(config, 'moment'),
      articles: isModuleEnabled(config, 'article'),
    }),
  );
};
