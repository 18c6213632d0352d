import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { adminActorOf } from '@/server/admintaxonomy/adminRequest.ts';
import { renameTag } from '@/server/admintaxonomy/tagAdmin.commands.ts';
import { tagRenameSchema } from '@/shared/admintaxonomy/tagAdminSchemas.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(async (context) => {
  const actor = adminActorOf(context, 'taxonomy.manage');
  const { id, name } = await parseBody(context.request, tagRenameSchema);
  await renameTag(id, name, actor);
  await siteChanged();
  return ok({ id, name });
});
