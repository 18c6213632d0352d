import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { revokeInvitation } from '@/server/signup/invitations.commands.ts';
import { invitationRevokeSchema } from '@/shared/signup/invitationRevokeSchema.ts';

/** POST {id}: revokes one of the caller's own unused invitations. */
export const POST = apiRoute(async (context) => {
  const user = requireUser(context.locals);
  const { id } = await parseBody(context.request, invitationRevokeSchema);
  await revokeInvitation(user.id, id);
  return ok(null);
});
