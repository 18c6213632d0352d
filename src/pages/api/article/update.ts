import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { updateArticle } from '@/server/articles/articles.service.ts';
import { assertModuleEnabled } from '@/server/posting/postingRules.ts';
import { articleUpdateSchema } from '@/shared/articles/articleSchemas.ts';
import type { ArticleSaved } from '@/shared/articles/articleTypes.ts';
import { removePublishedDraft } from '@/server/drafts/drafts.service.ts';
import { articleDraftKey } from '@/shared/drafts/draftKeys.ts';
import { contentChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(async ({ request, locals }) => {
  assertModuleEnabled(locals.config, 'article');
  const input = await parseBody(request, articleUpdateSchema);
  const saved = await updateArticle(locals.user, locals.config, input);
  await contentChanged('article', saved.id);
  if (locals.user) await removePublishedDraft(locals.user.id, articleDraftKey(input.id));
  return ok<ArticleSaved>(saved);
});
