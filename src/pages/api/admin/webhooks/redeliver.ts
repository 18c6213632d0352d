import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestActor } from '@/server/actor/requestActor.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import { redeliverWebhook } from '@/server/webhooks/webhookEndpoints.commands.ts';
import { webhookDeliveryIdSchema } from '@/shared/webhooks/webhookSchemas.ts';

/** POST /api/admin/webhooks/redeliver {deliveryId} ('webhooks.manage'): the event again, as a new delivery, attempted before the answer. */
export const POST = apiRoute(async (context) => {
  const { member, ip } = requestActor(context);
  requirePermission(member, 'webhooks.manage');
  const { deliveryId } = await parseBody(context.request, webhookDeliveryIdSchema);
  return ok({ deliveryId: await redeliverWebhook({ member, ip }, deliveryId) });
});
