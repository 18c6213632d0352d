import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestActor } from '@/server/actor/requestActor.ts';
import { deleteArticle } from '@/server/articles/articles.commands.ts';
import { articleDeleteSchema } from '@/shared/articles/articleSchemas.ts';
import { contentChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(async (context) => {
  const actor = requestActor(context);
  const { id } = await parseBody(context.request, articleDeleteSchema);
  await deleteArticle(actor, id);
  await contentChanged('article', id);
  return ok(null);
});
