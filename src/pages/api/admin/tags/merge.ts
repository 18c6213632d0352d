import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { adminActorOf } from '@/server/admintaxonomy/adminRequest.ts';
import { mergeTags } from '@/server/admintaxonomy/tagAdmin.commands.ts';
import { tagMergeSchema } from '@/shared/admintaxonomy/tagAdminSchemas.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(async (context) => {
  const actor = adminActorOf(context, 'taxonomy.manage');
  const { id, target } = await parseBody(context.request, tagMergeSchema);
  const result = await mergeTags(id, target, actor);
  await siteChanged();
  return ok(result);
});
