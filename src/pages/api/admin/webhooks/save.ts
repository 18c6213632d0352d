import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestActor } from '@/server/actor/requestActor.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import { saveWebhookEndpoint } from '@/server/webhooks/webhookEndpoints.commands.ts';
import { webhookEndpointSchema } from '@/shared/webhooks/webhookSchemas.ts';

/** POST /api/admin/webhooks/save {id?, url, events, active, allowPrivateAddresses} ('webhooks.manage'): a new endpoint's secret comes back once. */
export const POST = apiRoute(
  { summary: m.api_post_admin_webhooks_save, permission: 'webhooks.manage', body: webhookEndpointSchema },
  async (context, parsed) => {
    const { member, ip } = requestActor(context);
    requirePermission(member, 'webhooks.manage');
    const input = await parsed.body();
    return ok(await saveWebhookEndpoint({ member, ip }, input));
  },
);
