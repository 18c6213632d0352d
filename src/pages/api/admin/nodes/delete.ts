import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { adminActorOf } from '@/server/admintaxonomy/adminRequest.ts';
import { deleteNode } from '@/server/admintaxonomy/nodeAdmin.commands.ts';
import { nodeIdSchema } from '@/server/admintaxonomy/nodeAdmin.schema.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(async (context) => {
  const actor = adminActorOf(context, 'taxonomy.manage');
  const { id } = await parseBody(context.request, nodeIdSchema);
  await deleteNode(id, context.locals.config.defaultNodeId, actor);
  await siteChanged();
  return ok({ id });
});
