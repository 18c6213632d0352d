import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestActor } from '@/server/actor/requestActor.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import { redeliverWebhook } from '@/server/webhooks/webhookEndpoints.commands.ts';
import { webhookDeliveryIdSchema } from '@/shared/webhooks/webhookSchemas.ts';

/** POST /api/admin/webhooks/redeliver {deliveryId} ('webhooks.manage'): the event again, as a new delivery, attempted before the answer. */
export const POST = apiRoute(
  {
    summary: m.api_post_admin_webhooks_redeliver,
    permission: 'webhooks.manage',
    body: webhookDeliveryIdSchema,
  },
  async (context, parsed) => {
    const { member, ip } = requestActor(context);
    requirePermission(member, 'webhooks.manage');
    const { deliveryId } = await parsed.body();
    return ok({ deliveryId: await redeliverWebhook({ member, ip }, deliveryId) });
  },
);
