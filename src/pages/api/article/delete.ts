import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { deleteArticle } from '@/server/articles/articles.service.ts';
import { assertModuleEnabled } from '@/server/posting/postingRules.ts';
import { articleDeleteSchema } from '@/shared/articles/articleSchemas.ts';
import { contentChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(async ({ request, locals }) => {
  assertModuleEnabled(locals.config, 'article');
  const { id } = await parseBody(request, articleDeleteSchema);
  await deleteArticle(locals.user, locals.config, id);
  await contentChanged('article', id);
  return ok(null);
});
