import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { createArticle } from '@/server/articles/articles.service.ts';
import { articleCreateSchema } from '@/shared/articles/articleSchemas.ts';
import { assertMayPost, assertModuleEnabled } from '@/server/posting/postingRules.ts';
import { enforcePostingLimits } from '@/server/postingLimits/enforcePostingLimits.ts';
import type { ArticleSaved } from '@/shared/articles/articleTypes.ts';
import { removePublishedDraft } from '@/server/drafts/drafts.service.ts';
import { articleDraftKey } from '@/shared/drafts/draftKeys.ts';
import { contentChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(async (context) => {
  const { locals } = context;
  assertModuleEnabled(locals.config, 'article');
  const input = await parseBody(context.request, articleCreateSchema);
  assertMayPost(locals.user, locals.config, 'article');
  const { ip } = requestMeta(context);
  await enforcePostingLimits(locals.user, ip, 'article', locals.config);
  const saved = await createArticle(locals.user, locals.config, input, { ip });
  await contentChanged('article', saved.id);
  if (locals.user) await removePublishedDraft(locals.user.id, articleDraftKey(undefined));
  return ok<ArticleSaved>(saved);
});
