import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { enforceBlockRateLimit } from '@/server/blocks/blockRateLimit.ts';
import { changeBlock } from '@/server/blocks/changeBlock.ts';
import { blockChangeSchema, type BlockChangeResult } from '@/shared/blocks/blockSchemas.ts';

/** POST /api/user/block {userId, blocked} → {blocked}. */
export const POST = apiRoute(async ({ request, locals }) => {
  const user = requireUser(locals);
  const input = await parseBody(request, blockChangeSchema);
  await enforceBlockRateLimit(user.id);
  return ok<BlockChangeResult>(await changeBlock(user.id, input.userId, input.blocked));
});
