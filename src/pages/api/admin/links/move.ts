import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { adminActorOf } from '@/server/admintaxonomy/adminRequest.ts';
import { adminMoveLink } from '@/server/admintaxonomy/linkAdmin.commands.ts';
import { moveSchema } from '@/server/admintaxonomy/nodeAdmin.schema.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(async (context) => {
  const actor = adminActorOf(context, 'links.manage');
  const { id, direction } = await parseBody(context.request, moveSchema);
  await adminMoveLink(id, direction, actor);
  await siteChanged();
  return ok({ id });
});
