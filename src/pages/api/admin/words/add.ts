import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import { addForbiddenWord } from '@/server/forbiddenWords/forbiddenWords.ts';
import { addWordSchema } from '@/shared/admincontent/adminContentKinds.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(
  { summary: m.api_post_admin_words_add, permission: 'words.manage', body: addWordSchema },
  async (context, parsed) => {
    const actor = requirePermission(context.locals.user, 'words.manage');
    const input = await parsed.body();
    const result = await addForbiddenWord(input, { actorId: actor.id, ip: requestMeta(context).ip });
    await siteChanged();
    return ok(result);
  },
);
