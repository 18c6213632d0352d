import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { readBody } from '@/server/http/readBody.ts';
import { adminActorOf } from '@/server/admintaxonomy/adminRequest.ts';
import { adminUpdateLink } from '@/server/admintaxonomy/linkAdmin.commands.ts';
import { nodeIdSchema } from '@/server/admintaxonomy/nodeAdmin.schema.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(async (context) => {
  const actor = adminActorOf(context, 'links.manage');
  const body = await readBody(context.request);
  const { id } = nodeIdSchema.parse(body);
  // The link command validates the other fields with the shared friend-link schema.
  const result = await adminUpdateLink(id, body, actor);
  await siteChanged();
  return ok(result);
});
