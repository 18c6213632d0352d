import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { assertModuleEnabled } from '@/server/posting/postingRules.ts';
import { listArticleFeed } from '@/server/articles/articleFeed.ts';
import { articleListQuerySchema } from '@/shared/articles/articleSchemas.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { ArticleSummary } from '@/shared/articles/articleTypes.ts';

export const GET = apiRoute(
  { summary: m.api_get_article_list, permission: 'anyone', query: articleListQuerySchema },
  async ({ locals }, parsed) => {
    assertModuleEnabled(locals.config, 'article');
    const query = parsed.query();
    return ok<CursorPage<ArticleSummary>>(await listArticleFeed(query));
  },
);
