import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestActor } from '@/server/actor/requestActor.ts';
import { deleteArticle } from '@/server/articles/articles.commands.ts';
import { articleDeleteSchema } from '@/shared/articles/articleSchemas.ts';
import { contentChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(
  { summary: m.api_post_article_delete, permission: 'member', body: articleDeleteSchema },
  async (context, parsed) => {
    const actor = requestActor(context);
    const { id } = await parsed.body();
    await deleteArticle(actor, id);
    await contentChanged('article', id);
    return ok(null);
  },
);
