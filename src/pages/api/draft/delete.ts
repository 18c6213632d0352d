import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { enforceDraftRateLimit } from '@/server/drafts/draftRateLimit.ts';
import { deleteDraft } from '@/server/drafts/drafts.commands.ts';
import { draftKeyQuerySchema } from '@/shared/drafts/draftSchemas.ts';

export const POST = apiRoute(async ({ request, locals }) => {
  const user = requireUser(locals);
  const { key } = await parseBody(request, draftKeyQuerySchema);
  await enforceDraftRateLimit(user.id);
  await deleteDraft(user.id, key);
  return ok(null);
});
