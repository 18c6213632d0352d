import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestActor } from '@/server/actor/requestActor.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import { sendWebhookPing } from '@/server/webhooks/webhookEndpoints.commands.ts';
import { webhookEndpointIdSchema } from '@/shared/webhooks/webhookSchemas.ts';

/** POST /api/admin/webhooks/test {id} ('webhooks.manage'): a `ping` delivery, attempted before the answer. */
export const POST = apiRoute(
  { summary: m.api_post_admin_webhooks_test, permission: 'webhooks.manage', body: webhookEndpointIdSchema },
  async (context, parsed) => {
    const { member, ip } = requestActor(context);
    requirePermission(member, 'webhooks.manage');
    const { id } = await parsed.body();
    return ok({ deliveryId: await sendWebhookPing({ member, ip }, id) });
  },
);
