import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { savePushDevice } from '@/server/push/pushDevices.commands.ts';
import { listPushDevices } from '@/server/push/pushDevices.queries.ts';
import { deviceLabel } from '@/server/push/deviceLabel.ts';
import { pushSubscriptionSchema, type PushDeviceView } from '@/shared/push/pushSchemas.ts';

/** POST /api/user/push/subscribe {endpoint, keys} → the caller's devices, this browser's among them. */
export const POST = apiRoute(
  { summary: m.api_post_user_push_subscribe, permission: 'member', body: pushSubscriptionSchema },
  async ({ request, locals }, parsed) => {
    const user = requireUser(locals);
    const subscription = await parsed.body();
    await savePushDevice(user.id, subscription, deviceLabel(request.headers.get('user-agent')));
    return ok<PushDeviceView[]>(await listPushDevices(user.id));
  },
);
