import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { readBody } from '@/server/http/readBody.ts';
import { adminActorOf } from '@/server/admintaxonomy/adminRequest.ts';
import { adminCreateLink } from '@/server/admintaxonomy/linkAdmin.commands.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(async (context) => {
  const actor = adminActorOf(context, 'links.manage');
  // The link command validates the fields with the shared friend-link schema.
  const result = await adminCreateLink(await readBody(context.request), actor);
  await siteChanged();
  return ok(result);
});
