import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { unreadMessageCount } from '@/server/users/unreadMessageCount.ts';

export const GET = apiRoute({ summary: m.api_get_user_msg_recent, permission: 'member' }, async (context) => {
  const user = requireUser(context.locals);
  return ok({ count: await unreadMessageCount(user.id) });
});
