import { z } from 'zod';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ApiError } from '@/server/http/ApiError.ts';
import { ok } from '@/server/http/respond.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import { retryOutboxEvent } from '@/server/outbox/outboxAdmin.ts';
import { deliverStoredNow } from '@/server/outbox/outboxDelivery.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

const retrySchema = z.object({ id: z.number().int().positive() });

/** POST /api/admin/deliveries/retry {id}: tries a failed delivery again now, with fresh attempts. */
export const POST = apiRoute(
  {
    summary: m.api_post_admin_deliveries_retry,
    permission: 'deliveries.manage',
    body: retrySchema,
    errors: [ErrorCode.notFound],
  },
  async (context, parsed) => {
    requirePermission(context.locals.user, 'deliveries.manage');
    const { id } = await parsed.body();
    if (!(await retryOutboxEvent(id))) throw new ApiError(404, m.outbox_gone(), ErrorCode.notFound);
    await deliverStoredNow(id);
    return ok(null);
  },
);
