import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { unreadCountStream } from '@/server/messages/unreadCountStream.ts';
import { readableLiveItem } from '@/server/liveItems/readableLiveItem.ts';
import { liveItemQuerySchema } from '@/shared/liveItems/liveItemQuerySchema.ts';

/**
 * Server-sent events: the unread count on connect and on every change (docs/decisions/014), and with
 * `?item=moment:12&after=…` that page's comments and counts (decision 062).
 */
export const GET = apiRoute(
  {
    summary: m.api_get_user_msg_stream,
    response: 'event-stream',
    permission: 'member',
    query: liveItemQuerySchema,
  },
  async (context, parsed) => {
    const user = requireUser(context.locals);
    const query = parsed.query();
    const item = await readableLiveItem(query.item, query.after, user);
    return unreadCountStream(user.id, { signal: context.request.signal, item });
  },
);
