import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { markAllRead } from '@/server/watching/readMarks.ts';

/** POST /api/watch/read-all → every moment and article counts as read for the member (decision 038). */
export const POST = apiRoute(async ({ locals }) => {
  const user = requireUser(locals);
  await markAllRead(user.id);
  return ok<null>(null);
});
