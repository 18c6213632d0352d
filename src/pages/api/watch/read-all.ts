import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { markAllRead } from '@/server/watching/readMarks.ts';
import type { MarkAllReadResult } from '@/shared/watching/watchTypes.ts';

/** POST /api/watch/read-all → every moment and article counts as read for the member (decisions 038, 041). */
export const POST = apiRoute(
  { summary: m.api_post_watch_read_all, permission: 'member' },
  async ({ locals }) => {
    const user = requireUser(locals);
    const readAt = await markAllRead(user.id);
    return ok<MarkAllReadResult>({ readAt: readAt.toISOString() });
  },
);
