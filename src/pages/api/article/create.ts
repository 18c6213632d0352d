import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestActor } from '@/server/actor/requestActor.ts';
import { createArticle } from '@/server/articles/articles.commands.ts';
import { articleCreateSchema } from '@/shared/articles/articleSchemas.ts';
import type { ArticleSaved } from '@/shared/articles/articleTypes.ts';
import { removePublishedDraft } from '@/server/drafts/drafts.commands.ts';
import { articleDraftKey } from '@/shared/drafts/draftKeys.ts';
import { contentChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(async (context) => {
  const actor = requestActor(context);
  const input = await parseBody(context.request, articleCreateSchema);
  const saved = await createArticle(actor, input);
  await contentChanged('article', saved.id);
  if (actor.member) await removePublishedDraft(actor.member.id, articleDraftKey(undefined));
  return ok<ArticleSaved>(saved);
});
