import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { updateArticle } from '@/server/articles/articles.service.ts';
import { assertModuleEnabled } from '@/server/posting/postingRules.ts';
import { articleUpdateSchema } from '@/shared/articles/articleSchemas.ts';
import type { ArticleSaved } from '@/shared/articles/articleTypes.ts';

export const POST = apiRoute(async ({ request, locals }) => {
  assertModuleEnabled(locals.config, 'article');
  const input = await parseBody(request, articleUpdateSchema);
  return ok<ArticleSaved>(await updateArticle(locals.user, locals.config, input));
});
