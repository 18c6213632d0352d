import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestActor } from '@/server/actor/requestActor.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import { deleteWebhookEndpoint } from '@/server/webhooks/webhookEndpoints.commands.ts';
import { webhookEndpointIdSchema } from '@/shared/webhooks/webhookSchemas.ts';

/** POST /api/admin/webhooks/delete {id} ('webhooks.manage'): the endpoint and its deliveries. */
export const POST = apiRoute(
  { summary: m.api_post_admin_webhooks_delete, permission: 'webhooks.manage', body: webhookEndpointIdSchema },
  async (context, parsed) => {
    const { member, ip } = requestActor(context);
    requirePermission(member, 'webhooks.manage');
    const { id } = await parsed.body();
    await deleteWebhookEndpoint({ member, ip }, id);
    return ok(null);
  },
);
