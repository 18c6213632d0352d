import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { listBlockedMembers } from '@/server/blocks/blockedMembers.queries.ts';
import { cursorQuerySchema } from '@/shared/api/cursorQuery.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { BlockedMember } from '@/shared/blocks/blockedMember.ts';

/** GET /api/user/blocks?cursor=… → the members the caller blocked, newest block first (the list's "Load more"). */
export const GET = apiRoute(async ({ url, locals }) => {
  const user = requireUser(locals);
  const { cursor } = cursorQuerySchema.parse(Object.fromEntries(url.searchParams));
  return ok<CursorPage<BlockedMember>>(await listBlockedMembers(user.id, cursor));
});
