import { apiRoute } from '@/server/http/apiRoute.ts';
import { ApiError } from '@/server/http/ApiError.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { revokePushDevice } from '@/server/push/pushDevices.commands.ts';
import { listPushDevices } from '@/server/push/pushDevices.queries.ts';
import { pushRevokeSchema, type PushDeviceView } from '@/shared/push/pushSchemas.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

/** POST /api/user/push/revoke {id} or {endpoint} → the caller's remaining devices; another member's is not found. */
export const POST = apiRoute(
  {
    summary: m.api_post_user_push_revoke,
    permission: 'member',
    body: pushRevokeSchema,
    errors: [ErrorCode.notFound],
  },
  async ({ locals }, parsed) => {
    const user = requireUser(locals);
    const device = await parsed.body();
    if (!(await revokePushDevice(user.id, device))) {
      throw new ApiError(404, m.push_device_not_found(), ErrorCode.notFound);
    }
    return ok<PushDeviceView[]>(await listPushDevices(user.id));
  },
);
