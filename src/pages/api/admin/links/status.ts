import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { adminActorOf } from '@/server/admintaxonomy/adminRequest.ts';
import { adminSetLinkStatus } from '@/server/admintaxonomy/linkAdmin.commands.ts';
import { nodeStatusSchema } from '@/server/admintaxonomy/nodeAdmin.schema.ts';

export const POST = apiRoute(async (context) => {
  const actor = adminActorOf(context, 'links.manage');
  const { id, status } = await parseBody(context.request, nodeStatusSchema);
  await adminSetLinkStatus(id, status, actor);
  return ok({ id, status });
});
