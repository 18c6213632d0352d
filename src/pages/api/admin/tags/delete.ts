import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { adminActorOf } from '@/server/admintaxonomy/adminRequest.ts';
import { deleteTag } from '@/server/admintaxonomy/tagAdmin.commands.ts';
import { tagIdSchema } from '@/shared/admintaxonomy/tagAdminSchemas.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(async (context) => {
  const actor = adminActorOf(context, 'taxonomy.manage');
  const { id } = await parseBody(context.request, tagIdSchema);
  await deleteTag(id, actor);
  await siteChanged();
  return ok({ id });
});
