import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { adminActorOf } from '@/server/admintaxonomy/adminRequest.ts';
import { updateNode } from '@/server/admintaxonomy/nodeAdmin.commands.ts';
import { nodeUpdateSchema } from '@/server/admintaxonomy/nodeAdmin.schema.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(async (context) => {
  const actor = adminActorOf(context, 'taxonomy.manage');
  const { id, ...input } = await parseBody(context.request, nodeUpdateSchema);
  const result = await updateNode(id, input, actor);
  await siteChanged();
  return ok(result);
});
