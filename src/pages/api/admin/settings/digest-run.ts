import { z } from 'zod';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { ApiError } from '@/server/http/ApiError.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import { startDigestRun } from '@/server/digest/digestRuns.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

/** POST /api/admin/settings/digest-run ('settings.manage'): starts a digest run now; only due members get one. */
export const POST = apiRoute(
  {
    summary: m.api_post_admin_settings_digest_run,
    permission: 'settings.manage',
    body: z.object({}),
    errors: [ErrorCode.conflict],
  },
  async (context, parsed) => {
    requirePermission(context.locals.user, 'settings.manage');
    await parsed.body();
    const outcome = await startDigestRun({ force: true });
    if (outcome === 'off') throw new ApiError(409, m.digest_run_off(), ErrorCode.conflict);
    if (outcome === 'no-mail') throw new ApiError(409, m.digest_run_no_mail(), ErrorCode.conflict);
    return ok({ started: true });
  },
);
