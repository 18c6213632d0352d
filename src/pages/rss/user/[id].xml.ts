import type { APIRoute } from 'astro';
import { notFound } from '@/components/chrome/errorResponses.ts';
import { routeId } from '@/components/moments/routeId.ts';
import { isModuleEnabled } from '@/server/posting/postingRules.ts';
import { findUserById } from '@/server/users/users.queries.ts';
import { userMoments } from '@/server/seo/feed.queries.ts';
import { feedResponse } from '@/server/seo/feedResponse.ts';
import { userProfilePath } from '@/shared/navigation/paths.ts';
import { m } from '@/paraglide/messages.js';

/** RSS 2.0: a member's newest published moments. */
export const GET: APIRoute = async (context) => {
  const { config } = context.locals;
  const id = routeId(context.params.id);
  const user = id === undefined || !isModuleEnabled(config, 'moment') ? undefined : await findUserById(id);
  if (!user) return notFound(context);
  const site = config.siteTitle;
  const name = user.nickname || user.username || m.seo_feed_unknown_author();
  return feedResponse(
    context,
    {
      title: m.seo_feed_user_title({ site, name }),
      description: m.seo_feed_user_description({ site, name }),
      page: userProfilePath(user.id),
    },
    await userMoments(user.id),
  );
};
