import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestActor } from '@/server/actor/requestActor.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import { saveWebhookEndpoint } from '@/server/webhooks/webhookEndpoints.commands.ts';
import { webhookEndpointSchema } from '@/shared/webhooks/webhookSchemas.ts';

/** POST /api/admin/webhooks/save {id?, url, events, active, allowPrivateAddresses} ('webhooks.manage'): a new endpoint's secret comes back once. */
export const POST = apiRoute(async (context) => {
  const { member, ip } = requestActor(context);
  requirePermission(member, 'webhooks.manage');
  const input = await parseBody(context.request, webhookEndpointSchema);
  return ok(await saveWebhookEndpoint({ member, ip }, input));
});
