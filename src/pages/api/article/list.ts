import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { assertModuleEnabled } from '@/server/posting/postingRules.ts';
import { listArticleFeed } from '@/server/articles/articleFeed.ts';
import { articleListQuerySchema } from '@/shared/articles/articleSchemas.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { ArticleSummary } from '@/shared/articles/articleTypes.ts';

export const GET = apiRoute(async ({ url, locals }) => {
  assertModuleEnabled(locals.config, 'article');
  const query = articleListQuerySchema.parse(Object.fromEntries(url.searchParams));
  return ok<CursorPage<ArticleSummary>>(await listArticleFeed(query));
});
