import { apiRoute } from '@/server/http/apiRoute.ts';
import { ApiError } from '@/server/http/ApiError.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { moderationTarget } from '@/server/moderation/moderationTarget.queries.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { moderationTargetQuerySchema } from '@/shared/moderation/moderationSchemas.ts';
import { isStaff } from '@/shared/users/roles.ts';
import { m } from '@/paraglide/messages.js';

/**
 * GET /api/moderation/target?kind=moment&id=1 — staff only: the flags, author role and ban a manage
 * menu needs. Public pages no longer carry them (one HTML for every reader, decision 027), so the
 * menu asks once a staff member's viewer state has arrived.
 */
/** A malformed target is answered as one not found (400), not with the schema's own message. */
function targetQuery<T>(read: () => T): T {
  try {
    return read();
  } catch {
    throw new ApiError(400, m.moderation_target_not_found(), ErrorCode.validation);
  }
}

export const GET = apiRoute(
  {
    summary: m.api_get_moderation_target,
    permission: 'admin.access',
    query: moderationTargetQuerySchema,
    errors: [ErrorCode.forbidden, ErrorCode.notFound, ErrorCode.validation],
  },
  async (context, parsed) => {
    const user = requireUser(context.locals);
    if (!isStaff(user.role)) throw new ApiError(403, m.moderation_target_forbidden(), ErrorCode.forbidden);
    const query = targetQuery(parsed.query);
    const target = await moderationTarget(query.kind, query.id);
    if (!target) throw new ApiError(404, m.moderation_target_not_found(), ErrorCode.notFound);
    return ok(target);
  },
);
