import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { adminUserRoute } from '@/server/admin/adminUserRoute.ts';
import { adjustUserScore } from '@/server/admin/adjustUserScore.commands.ts';
import { adminScoreSchema, type ScoreAdjustResult } from '@/shared/adminusers/adminUserSchemas.ts';

/** POST /api/admin/users/{id}/score {amount, reason} — 'user.score.adjust'; answers the new balance. */
export const POST = apiRoute(
  { summary: m.api_post_admin_users_id_score, permission: 'user.score.adjust', body: adminScoreSchema },
  async (context, parsed) => {
    const { actor, userId, ip } = adminUserRoute(context, 'user.score.adjust');
    const input = await parsed.body();
    return ok<ScoreAdjustResult>(await adjustUserScore(actor, { userId, ...input }, ip));
  },
);
