import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { listBlockedMembers } from '@/server/blocks/blockedMembers.queries.ts';
import { cursorQuerySchema } from '@/shared/api/cursorQuery.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { BlockedMember } from '@/shared/blocks/blockedMember.ts';

/** GET /api/user/blocks?cursor=… → the members the caller blocked, newest block first (the list's "Load more"). */
export const GET = apiRoute(
  { summary: m.api_get_user_blocks, permission: 'member', query: cursorQuerySchema },
  async ({ locals }, parsed) => {
    const user = requireUser(locals);
    const { cursor } = parsed.query();
    return ok<CursorPage<BlockedMember>>(await listBlockedMembers(user.id, cursor));
  },
);
