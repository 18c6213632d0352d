import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { adminActorOf } from '@/server/admintaxonomy/adminRequest.ts';
import { setNodeStatus } from '@/server/admintaxonomy/nodeAdmin.commands.ts';
import { nodeStatusSchema } from '@/server/admintaxonomy/nodeAdmin.schema.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(async (context) => {
  const actor = adminActorOf(context, 'taxonomy.manage');
  const { id, status } = await parseBody(context.request, nodeStatusSchema);
  await setNodeStatus(id, status, actor);
  await siteChanged();
  return ok({ id, status });
});
