import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { adminActorOf } from '@/server/admintaxonomy/adminRequest.ts';
import { renameTag } from '@/server/admintaxonomy/tagAdmin.commands.ts';
import { tagRenameSchema } from '@/server/admintaxonomy/tagAdmin.schema.ts';

export const POST = apiRoute(async (context) => {
  const actor = adminActorOf(context, 'taxonomy.manage');
  const { id, name } = await parseBody(context.request, tagRenameSchema);
  await renameTag(id, name, actor);
  return ok({ id, name });
});
