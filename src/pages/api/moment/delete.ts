import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestActor } from '@/server/actor/requestActor.ts';
import { deleteMoment } from '@/server/moments/moments.commands.ts';
import { deleteMomentSchema } from '@/shared/moments/momentSchemas.ts';
import { contentChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(
  { summary: m.api_post_moment_delete, permission: 'member', body: deleteMomentSchema },
  async (context, parsed) => {
    // Signed-out callers hear "please sign in" before anything about their input.
    requireUser(context.locals);
    const { id } = await parsed.body();
    await deleteMoment(requestActor(context), id);
    await contentChanged('moment', id);
    return ok({ id });
  },
);
