import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { revokeInvitation } from '@/server/signup/invitations.commands.ts';
import { invitationRevokeSchema } from '@/shared/signup/invitationRevokeSchema.ts';

/** POST {id}: revokes one of the caller's own unused invitations. */
export const POST = apiRoute(
  { summary: m.api_post_user_invitations_revoke, permission: 'member', body: invitationRevokeSchema },
  async (context, parsed) => {
    const user = requireUser(context.locals);
    const { id } = await parsed.body();
    await revokeInvitation(user.id, id);
    return ok(null);
  },
);
