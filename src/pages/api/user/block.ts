import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { enforceBlockRateLimit } from '@/server/blocks/blockRateLimit.ts';
import { changeBlock } from '@/server/blocks/changeBlock.ts';
import { blockChangeSchema, type BlockChangeResult } from '@/shared/blocks/blockSchemas.ts';

/** POST /api/user/block {userId, blocked} → {blocked}. */
export const POST = apiRoute(
  { summary: m.api_post_user_block, permission: 'member', body: blockChangeSchema },
  async ({ locals }, parsed) => {
    const user = requireUser(locals);
    const input = await parsed.body();
    await enforceBlockRateLimit(user.id);
    return ok<BlockChangeResult>(await changeBlock(user.id, input.userId, input.blocked));
  },
);
