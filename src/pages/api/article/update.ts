import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestActor } from '@/server/actor/requestActor.ts';
import { updateArticle } from '@/server/articles/articles.commands.ts';
import { articleUpdateSchema } from '@/shared/articles/articleSchemas.ts';
import type { ArticleSaved } from '@/shared/articles/articleTypes.ts';
import { removePublishedDraft } from '@/server/drafts/drafts.commands.ts';
import { articleDraftKey } from '@/shared/drafts/draftKeys.ts';
import { contentChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(
  { summary: m.api_post_article_update, permission: 'member', body: articleUpdateSchema },
  async (context, parsed) => {
    const actor = requestActor(context);
    const input = await parsed.body();
    const saved = await updateArticle(actor, input);
    await contentChanged('article', saved.id);
    if (actor.member) await removePublishedDraft(actor.member.id, articleDraftKey(input.id));
    return ok<ArticleSaved>(saved);
  },
);
