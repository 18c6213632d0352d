import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { adminActorOf } from '@/server/admintaxonomy/adminRequest.ts';
import { adminSetLinkStatus } from '@/server/admintaxonomy/linkAdmin.commands.ts';
import { nodeStatusSchema } from '@/server/admintaxonomy/nodeAdmin.schema.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(async (context) => {
  const actor = adminActorOf(context, 'links.manage');
  const { id, status } = await parseBody(context.request, nodeStatusSchema);
  await adminSetLinkStatus(id, status, actor);
  await siteChanged();
  return ok({ id, status });
});
