import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { enforceFollowRateLimit } from '@/server/follows/followRateLimit.ts';
import { toggleFollow } from '@/server/follows/toggleFollow.ts';
import { followToggleSchema, type FollowToggleResult } from '@/shared/follows/followSchemas.ts';

/** POST /api/follow/toggle {userId} → {following, mutual, fansCount}. */
export const POST = apiRoute(
  { summary: m.api_post_follow_toggle, permission: 'member', body: followToggleSchema },
  async ({ locals }, parsed) => {
    const user = requireUser(locals);
    const input = await parsed.body();
    await enforceFollowRateLimit(user.id);
    return ok<FollowToggleResult>(await toggleFollow(user.id, input.userId));
  },
);
