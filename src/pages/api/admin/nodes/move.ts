import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { adminActorOf } from '@/server/admintaxonomy/adminRequest.ts';
import { moveNode } from '@/server/admintaxonomy/nodeAdmin.commands.ts';
import { moveSchema } from '@/server/admintaxonomy/nodeAdmin.schema.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(async (context) => {
  const actor = adminActorOf(context, 'taxonomy.manage');
  const { id, direction } = await parseBody(context.request, moveSchema);
  await moveNode(id, direction, actor);
  await siteChanged();
  return ok({ id });
});
