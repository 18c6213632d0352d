import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { listPushDevices } from '@/server/push/pushDevices.queries.ts';
import type { PushDeviceView } from '@/shared/push/pushSchemas.ts';

/** GET /api/user/push/devices → the caller's devices that receive pushes, newest first. */
export const GET = apiRoute(
  { summary: m.api_get_user_push_devices, permission: 'member' },
  async ({ locals }) => {
    const user = requireUser(locals);
    return ok<PushDeviceView[]>(await listPushDevices(user.id));
  },
);
