import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { adminActorOf } from '@/server/admintaxonomy/adminRequest.ts';
import { createNode } from '@/server/admintaxonomy/nodeAdmin.commands.ts';
import { nodeInputSchema } from '@/server/admintaxonomy/nodeAdmin.schema.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(async (context) => {
  const actor = adminActorOf(context, 'taxonomy.manage');
  const input = await parseBody(context.request, nodeInputSchema);
  const result = await createNode(input, actor);
  await siteChanged();
  return ok(result);
});
