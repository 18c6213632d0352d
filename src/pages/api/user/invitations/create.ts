import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireInviter } from '@/server/signup/requireInviter.ts';
import { createInvitation } from '@/server/signup/invitations.commands.ts';

/** POST: a single-use invitation (regular members and staff, while sign-up is by invitation); its code once. */
export const POST = apiRoute(
  { summary: m.api_post_user_invitations_create, permission: 'member' },
  async (context) => {
    const user = requireInviter(context.locals);
    return ok(await createInvitation(user.id));
  },
);
