import { apiRoute } from '@/server/http/apiRoute.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { unreadCountStream } from '@/server/messages/unreadCountStream.ts';

/** Server-sent events: the unread count on connect and on every change (docs/decisions/014). */
export const GET = apiRoute(async (context) => {
  const user = requireUser(context.locals);
  return unreadCountStream(user.id, { signal: context.request.signal });
});
